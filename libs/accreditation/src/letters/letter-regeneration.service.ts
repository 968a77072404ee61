import { Injectable } from '@nestjs/common';
import { LETTER_MSG } from '#contracts';
import { ActionHistory, adminActor, CentreAccess } from '#centres';
import { AppError, OutboxService, UnitOfWork, type AdminPrincipal } from '#platform';
import { AccreditationEvent, type AccreditationEventPayload } from '../events/accreditation-events.js';
import { LetterStore } from './letter-store.js';
import { assertLetterAvailable, letterAccreditation } from '../workflow/accreditation-cycle.js';

export interface RegenerationView {
  accreditationId: string;
  /** The verification code the new letter carries (the old one: printed copies keep verifying). */
  verificationCode: string | null;
  letterStatus: 'generating';
}

/**
 * A super admin has the letter of an accredited centre made again (its file lost, or its content
 * to be refreshed): in one transaction the stored letter is let go, the request is written to the
 * centre's history and an outbox event starts the same generate-then-mail path as an approval.
 */
@Injectable()
export class LetterRegenerationService {
  constructor(
    private readonly access: CentreAccess,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly outbox: OutboxService,
    private readonly store: LetterStore,
  ) {}

  async regenerate(admin: AdminPrincipal, centreId: string, reason: string | null): Promise<RegenerationView> {
    const { view, previous } = await this.uow.run(async (manager) => {
      const centre = await this.access.forAdmin(admin, centreId, manager);
      const inForce = await letterAccreditation(manager, centre.id, true);
      if (!inForce || inForce.status !== 'approved') throw AppError.conflict(LETTER_MSG.notAccredited);
      assertLetterAvailable(inForce, centre.status);
      const row = { id: inForce.id, letter_code: inForce.letterCode, letter_stored_name: inForce.letterStoredName };
      await manager.query(
        `UPDATE accreditations SET letter_stored_name = NULL, letter_generated_at = NULL, accreditation_letter_sent = false, letter_sent_at = NULL, updated_at = now() WHERE id = $1`,
        [row.id],
      );
      await this.history.append(manager, centre.id, {
        action: 'accreditation_letter_regenerated',
        fromStatus: centre.status,
        toStatus: centre.status,
        actor: adminActor(admin),
        note: reason ? { kind: 'reason', text: reason } : null,
        data: { accreditationId: row.id, verificationCode: row.letter_code, previousLetterStored: row.letter_stored_name !== null },
      });
      const event: AccreditationEventPayload = { accreditationId: row.id, centreId: centre.id, state: centre.State, at: new Date().toISOString() };
      await this.outbox.record(manager, AccreditationEvent.LetterRegenerationRequested, { ...event, by: admin.email });
      return { view: { accreditationId: row.id, verificationCode: row.letter_code, letterStatus: 'generating' as const }, previous: row.letter_stored_name };
    });
    // The old file is no longer the letter of record; the new one is written by the job.
    if (previous) await this.store.discard(previous);
    return view;
  }
}
