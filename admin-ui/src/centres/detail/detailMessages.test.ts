import { describe, expect, it } from 'vitest';
import { MSG, SECURITY_MSG, TRUST_MSG } from '@cbt/contracts';
import { CONSOLE_EN } from '../../i18n';
import { i18nProvider } from '../../i18nProvider';
import { historyLabel } from '../actionLabels';

/**
 * The Show view's English keys replaced texts that were typed into the cards or came from the shared
 * messages; these prove the English the admin sees did not move.
 */
describe("the centre Show view's English messages", () => {
  const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(`console.centre.${key}`, options);

  it("say what SECURITY_MSG.lastResentAt says, with the date put in the placeholder", () => {
    const when = '3/1/2025, 10:00:00 AM';
    expect(translate('resend.lastSent', { when })).toBe(SECURITY_MSG.lastResentAt(when));
    const lastSent = translate('resend.lastSent', { when });
    expect(translate('resend.line', { label: translate('resend.registration'), lastSent })).toBe(`Registration email: ${SECURITY_MSG.lastResentAt(when)}`);
    expect(translate('resend.lineWithNext', { label: translate('resend.autotest'), lastSent, next: 'later' })).toBe(`Autotest email: ${SECURITY_MSG.lastResentAt(when)} (next resend from later)`);
  });

  it('give the stage line of the accreditation card as it was written', () => {
    const line = { stage: 'State Review', state: translate('accreditation.stageState.done'), name: 'Ada Obi', date: '3/1/2025' };
    expect(translate('accreditation.stageApproved', line)).toBe('State Review — Approved by Ada Obi on 3/1/2025');
    expect(translate('accreditation.stageApprovedWithComments', { ...line, comments: 'All in order' })).toBe('State Review — Approved by Ada Obi on 3/1/2025: All in order');
    expect(translate('accreditation.progress', { progress: 50 })).toBe('Accreditation progress 50%');
  });

  it('keep the shared constants single-sourced', () => {
    expect(translate('accreditation.initializeConfirm')).toBe(MSG.initializeConfirm);
    expect(translate('accreditation.reasonRequired')).toBe(MSG.rejectionReasonRequired);
    expect(translate('documents.noFiles')).toBe(MSG.noFilesForType);
    expect(translate('feedback.resendRegistrationFailed')).toBe(MSG.failedResendRegistration);
    expect(translate('standing.reasonRequired')).toBe(TRUST_MSG.standingReasonRequired);
    expect(translate('changeRequests.reasonRequired')).toBe(TRUST_MSG.changeRequestReasonRequired);
  });

  it('name each history event from the messages, and an unknown kind in its own words', () => {
    for (const [kind, label] of Object.entries(CONSOLE_EN.centre.history.event)) {
      expect({ kind, label: historyLabel(kind, i18nProvider.translate) }).toEqual({ kind, label });
    }
    expect(historyLabel('some_future_kind', i18nProvider.translate)).toBe('some future kind');
  });
});
