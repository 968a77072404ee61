import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { rowErrorText } from './rowError';

afterEach(() => i18nProvider.changeLocale('en'));

describe('a refused row of an upload', () => {
  it('keeps its number and says each problem in the chosen language', async () => {
    const t = i18nProvider.translate;
    const text = MSG.importRow(3, `${MSG.centreNameRequired}; ${MSG.invalidEmail}`);
    expect(rowErrorText(text, t)).toBe(text);
    await i18nProvider.changeLocale('ha');
    expect(rowErrorText(text, t)).toBe('Layi na 3: Ana buƙatar sunan cibiya; Tsarin imel ba daidai ba ne');
    expect(rowErrorText(MSG.importRow(4, MSG.importDuplicateInFile(2)), t)).toBe('Layi na 4: Lambar Gwamnati/RC da imel na mai gudanarwa iri ɗaya da na layi na 2 na wannan fayil');
    // A problem the console has no words for is shown as the server gave it.
    expect(rowErrorText(MSG.importRow(5, 'Something new'), t)).toBe('Layi na 5: Something new');
  });
});
