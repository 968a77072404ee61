import { CENTRE_ACTIONS, MSG } from '@cbt/contracts';
import { CONSOLE_EN } from '../i18n';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../i18nProvider';
import { ACTION_UI } from './actionLabels';

describe('the centre list messages', () => {
  it('name each decision as the dialogs and the detail screen do, and keep SPEC’s empty-list text', () => {
    // One word list for list buttons, dialogs and the detail screen; a text field's label for each decision that has one.
    for (const action of CENTRE_ACTIONS) {
      expect(typeof CONSOLE_EN.centres.action[action]).toBe('string');
      expect(action in CONSOLE_EN.centres.actionField).toBe(ACTION_UI[action].field !== null);
    }
    expect(CONSOLE_EN.centres.empty).toBe(MSG.noCbtCentresFound);
  });

  it('fill in names and counts, in English and in Hausa', async () => {
    expect(i18nProvider.translate('console.centres.bulk.matching', { count: '1,000' })).toBe('Act on all 1,000 matching');
    expect(i18nProvider.translate('console.centres.row.select', { name: 'Ikeja Model CBT Centre' })).toBe('Select Ikeja Model CBT Centre');
    await i18nProvider.changeLocale('ha');
    expect(i18nProvider.translate('console.centres.stats.total')).toBe('Jimillar Cibiyoyi');
    expect(i18nProvider.translate('console.centres.row.select', { name: 'Ikeja Model CBT Centre' })).toBe('Zaɓi Ikeja Model CBT Centre');
    await i18nProvider.changeLocale('en');
  });
});
