import { afterEach, describe, expect, it } from 'vitest';
import { DEADLINE_MSG, MSG } from '@cbt/contracts';
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

  it("shows the server's deadline checks in Hausa, a stage's with its number", async () => {
    const t = i18nProvider.translate;
    await i18nProvider.changeLocale('ha');
    expect(translateText(t, DEADLINE_MSG.targetRange('Pending review target'))).toBe('Wa’adin dubawa dole ya zama cikakkun ranakun aiki daga 1 zuwa 120');
    expect(translateText(t, DEADLINE_MSG.escalationRange)).toBe('Iyakar kai wa manya dole ta zama cikakkun ranakun aiki daga 1 zuwa 60');
    expect(translateText(t, DEADLINE_MSG.stageTargetRange(3))).toBe('Mataki na 3: Wa’adi dole ya zama cikakkun ranakun aiki daga 1 zuwa 120');
  });

  it('hands react-admin a key, with the number as an argument', () => {
    expect(messageKeys({ firstName: MSG.firstNameRequired, roles: MSG.roleTypeRequired(2), other: undefined })).toEqual({
      firstName: 'console.validation.firstNameRequired',
      roles: { message: 'console.validation.roleTypeRequired', args: { n: 2 } },
    });
  });
});
