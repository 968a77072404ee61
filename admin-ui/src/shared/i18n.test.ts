import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { messageKeys, translateText } from './i18n';

afterEach(() => i18nProvider.changeLocale('en'));

describe('SPEC’s English texts in the chosen language', () => {
  it('finds a check’s text, a numbered check with its number, and leaves an unknown text as it came', async () => {
    const t = i18nProvider.translate;
    expect(translateText(t, MSG.stageNameRequired(2))).toBe('Stage 2: Stage name is required');
    await i18nProvider.changeLocale('ha');
    expect(translateText(t, MSG.firstNameRequired)).toBe('Ana buƙatar sunan farko');
    expect(translateText(t, MSG.stageNameRequired(2))).toBe('Mataki na 2: Ana buƙatar sunan mataki');
    expect(translateText(t, MSG.roleTypeRequired(12))).toBe('Muƙami na 12: Ana buƙatar irin muƙami');
    expect(translateText(t, MSG.stateRoleNeedsState(1))).toBe('Muƙami na 1: Muƙaman matakin jiha dole su kasance da aƙalla jiha ɗaya');
    expect(translateText(t, MSG.failedFetchRoles)).toBe('An kasa samo muƙamai');
    expect(translateText(t, 'Something only the server says')).toBe('Something only the server says');
  });

  it('hands react-admin a key, with the number as an argument', () => {
    expect(messageKeys({ firstName: MSG.firstNameRequired, roles: MSG.roleTypeRequired(2), other: undefined })).toEqual({
      firstName: 'console.validation.firstNameRequired',
      roles: { message: 'console.validation.roleTypeRequired', args: { n: 2 } },
    });
  });
});
