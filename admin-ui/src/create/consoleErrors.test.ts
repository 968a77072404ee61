import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { translateText } from '../shared/i18n';

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const t = (key: string, options?: object) => i18nProvider.translate(key, options);

/** What Create New Centre and Bulk Upload may say when something fails: their own texts and the server's. */
const ERRORS = [
  MSG.createCentreFailed,
  MSG.submissionError,
  MSG.unexpectedError,
  MSG.duplicateCentre,
  MSG.centreStateRequired,
  MSG.centreStateOutOfScope,
  MSG.unknownStateName,
  MSG.centreNameRequired,
  MSG.rcNumberRequired,
  MSG.adminEmailRequired,
  MSG.invalidEmail,
  MSG.examBodyRequired,
  MSG.uploadFailed,
  MSG.selectValidCsv,
  MSG.selectCsvFirst,
  MSG.fileTooLarge(10),
];

describe('the console’s Create New Centre and Bulk Upload errors in Hausa (DECISIONS §10)', () => {
  it('shows each of them in Hausa, none left in English', async () => {
    await i18nProvider.changeLocale('ha');
    expect(ERRORS.filter((text) => translateText(t, text) === text)).toEqual([]);
  });

  it('keeps the number of the size limit', async () => {
    await i18nProvider.changeLocale('ha');
    expect(translateText(t, MSG.fileTooLarge(25))).toContain('25');
  });
});
