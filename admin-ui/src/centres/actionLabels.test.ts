import { CENTRE_ACTIONS, CENTRE_ACTION_TEXT, MSG } from '@cbt/contracts';
import { i18nProvider } from '../i18nProvider';
import { describe, expect, it } from 'vitest';
import { ACTION_UI, actionWords, historyLabel, missingTextMessage } from './actionLabels';

const translate = i18nProvider.translate;
import { exportFileName } from './ExportButton';

describe('action dialogs', () => {
  it('ask for the body field the server reads, required exactly where SPEC requires it', () => {
    for (const action of CENTRE_ACTIONS) {
      const server = CENTRE_ACTION_TEXT[action];
      expect(ACTION_UI[action].field).toBe(server?.field ?? null);
      expect(ACTION_UI[action].required).toBe(server?.required ?? false);
    }
  });

  it('refuse a blank reason before sending and accept an empty optional one', () => {
    expect(missingTextMessage('reject', '   ', translate)).toBe('Rejection Reason is required');
    expect(missingTextMessage('query', '', translate)).toBe(MSG.reasonRequired('Query Details'));
    expect(missingTextMessage('reset', 'Duplicate', translate)).toBeNull();
    expect(missingTextMessage('approve', '', translate)).toBeNull();
  });

  it('show the SPEC success texts', () => {
    expect(actionWords('approve', translate)).toEqual({ label: 'Approve for Registration', fieldLabel: 'Autotest Instructions (optional)', success: MSG.centreApproved });
    expect(actionWords('reset', translate).success).toBe('Centre reset to pending status successfully!');
    expect(actionWords('repost-to-autotest', translate)).toEqual({ label: 'Repost to Autotest Dashboard', fieldLabel: '', success: MSG.repostedToAutotest });
  });

  it('name history entries from the messages, and an unknown kind in its own words', () => {
    expect(historyLabel('approve', translate)).toBe('Approved for registration');
    expect(historyLabel('accreditation_letter_regenerated', translate)).toBe('Accreditation letter regenerated');
    expect(historyLabel('identity_change_requested', translate)).toBe('Identity change requested');
    expect(historyLabel('accreditation_renewal_noted', translate)).toBe('accreditation renewal noted');
  });
});

describe('exportFileName', () => {
  it('is centres-export-{timestamp}.csv without characters file systems refuse', () => {
    expect(exportFileName(new Date('2026-03-04T05:06:07.089Z'))).toBe('centres-export-2026-03-04T05-06-07-089Z.csv');
  });
});
