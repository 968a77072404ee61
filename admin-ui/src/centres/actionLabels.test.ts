import { CENTRE_ACTIONS, CENTRE_ACTION_TEXT, MSG } from '@cbt/contracts';
import { describe, expect, it } from 'vitest';
import { ACTION_UI, missingTextMessage } from './actionLabels';
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
    expect(missingTextMessage('reject', '   ')).toBe('Rejection Reason is required');
    expect(missingTextMessage('query', '')).toBe('Query Details is required');
    expect(missingTextMessage('reset', 'Duplicate')).toBeNull();
    expect(missingTextMessage('approve', '')).toBeNull();
  });

  it('show the SPEC success texts', () => {
    expect(ACTION_UI.approve.success).toBe(MSG.centreApproved);
    expect(ACTION_UI.reset.success).toBe('Centre reset to pending status successfully!');
  });
});

describe('exportFileName', () => {
  it('is centres-export-{timestamp}.csv without characters file systems refuse', () => {
    expect(exportFileName(new Date('2026-03-04T05:06:07.089Z'))).toBe('centres-export-2026-03-04T05-06-07-089Z.csv');
  });
});
