import { describe, expect, it } from 'vitest';
import { DEFAULT_STAGES, defaultStage } from '@cbt/contracts';
import { CONSOLE_HA } from '../i18n';
import { i18nProvider } from '../i18nProvider';
import { stageWords } from './stageWords';

describe('stageWords (DECISIONS §10: the default stages have names, in the reader’s language)', () => {
  it('names the default stages after what they check, not by number', () => {
    expect([1, 2, 3].map((n) => defaultStage(n).stageName)).toEqual(DEFAULT_STAGES.map((s) => s.stageName));
    expect(DEFAULT_STAGES.every((s) => !/^Stage \d+$/.test(s.stageName))).toBe(true);
    expect(defaultStage(4).stageName).toBe('Stage 4');
  });

  it('shows the default words in Hausa, and words someone chose as written', async () => {
    await i18nProvider.changeLocale('ha');
    const translate = i18nProvider.translate as never;
    expect(stageWords(translate, defaultStage(2))).toEqual({ name: CONSOLE_HA.accreditation.defaultStages.s2.stageName, description: CONSOLE_HA.accreditation.defaultStages.s2.description });
    expect(stageWords(translate, { ...defaultStage(1), stageName: 'Bincike na musamman' }).name).toBe('Bincike na musamman');
    // The default name at another position is someone's choice.
    expect(stageWords(translate, { ...defaultStage(3), stageName: DEFAULT_STAGES[0]!.stageName }).name).toBe(DEFAULT_STAGES[0]!.stageName);
    await i18nProvider.changeLocale('en');
    expect(stageWords(i18nProvider.translate as never, defaultStage(1)).name).toBe('Document review');
  });
});
