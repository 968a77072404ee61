import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Centre, isUuid } from '#centres';
import { APP_CONFIG, currentTime, OutboxService, UnitOfWork, type AppConfig } from '#platform';
import { AccreditationApproval } from '../workflow/accreditation-approval.entity.js';
import { AccreditationEvent, type AccreditationEventPayload } from '../events/accreditation-events.js';
import { Accreditation } from '../workflow/accreditation.entity.js';
import { renderLetterPdf } from './letter-pdf.js';
import { LetterStore } from './letter-store.js';
import { newVerificationCode } from '../verification/verification-code.js';
import { LetterCredentialIssuer } from './credentials/letter-credential-issuer.js';

export function verifyUrl(publicUrl: string, code: string): string {
  return `${publicUrl}/verify/${code}`;
}

export function addressLines(centre: Pick<Centre, 'address' | 'town' | 'LocalGovernment' | 'State'>): string[] {
  return [centre.address, centre.town, centre.LocalGovernment ? `${centre.LocalGovernment} LGA` : null, centre.State]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
}

/**
 * Makes the letter of an approved accreditation, once. The PDF is stored before the transaction;
 * the row is claimed only while it still has no letter, so of two concurrent runs one keeps its
 * file and the other removes its own.
 */
@Injectable()
export class LetterGenerator {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly store: LetterStore,
    private readonly credentials: LetterCredentialIssuer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** true when this call stored a letter; false when there was nothing (more) to do. */
  async generate(accreditationId: unknown): Promise<boolean> {
    if (!isUuid(accreditationId)) return false;
    const accreditation = await this.dataSource.getRepository(Accreditation).findOneBy({ id: accreditationId });
    // Only the accreditation in force has a letter of record; a superseded or revoked one keeps the one it had.
    if (!accreditation || accreditation.status !== 'approved' || accreditation.letterStoredName) return false;
    if (accreditation.standing !== 'accredited' && accreditation.standing !== 'suspended') return false;
    const centre = await this.dataSource.getRepository(Centre).findOneBy({ id: accreditation.centreId });
    if (!centre) return false;
    // DECISIONS §8: the letter names the centre as accredited (its snapshot), not as it reads today.
    const named = { ...centre, ...(accreditation.snapshot ?? {}) } as Centre;
    const approvals = await this.dataSource.getRepository(AccreditationApproval).find({ where: { accreditationId }, order: { stageNumber: 'ASC' } });
    const people = await this.approverNames(approvals.flatMap((a) => (a.approverId ? [a.approverId] : [])));
    const byPerson = approvals.map((a) => ({ stageNumber: a.stageNumber, stageName: a.stageName, approverName: (a.approverId && people.get(a.approverId)) || a.approverName, approvalDate: a.approvalDate, person: a.approverId !== null }));
    const last = byPerson.at(-1);

    // A regenerated letter keeps its verification code, so copies already printed still verify.
    const code = accreditation.letterCode ?? newVerificationCode();
    const issuedAt = currentTime();
    // DECISIONS §10: every letter, new or made again, carries its signed credential in the QR.
    const credential = await this.credentials.issue(accreditation, code, issuedAt, { name: named.CentreName, state: named.State, lga: named.LocalGovernment });
    const pdf = await renderLetterPdf({
      councilName: this.config.examBody,
      centreName: named.CentreName,
      reference: centre.ReferenceNumber,
      addressLines: addressLines(named),
      accreditedAt: accreditation.accreditedAt ?? accreditation.updatedAt,
      issuedAt,
      validFrom: accreditation.validFrom,
      validUntil: accreditation.validUntil,
      approvals: byPerson.map(({ person: _person, ...a }) => a),
      signatory: last?.person ? { name: last.approverName, date: last.approvalDate } : null,
      code,
      verifyUrl: verifyUrl(this.config.publicUrl, code),
      credential: credential.qr,
    });
    const storedName = await this.store.write(pdf);
    try {
      const kept = await this.uow.run(async (manager) => {
        const [, claimed] = (await manager.query(
          `UPDATE accreditations SET letter_code = $2, letter_stored_name = $3, letter_generated_at = $4,
              letter_status_index = $5, letter_credential = $6, letter_key_id = $7
            WHERE id = $1 AND status = 'approved' AND standing IN ('accredited', 'suspended') AND letter_stored_name IS NULL`,
          [accreditationId, code, storedName, issuedAt, credential.idx, credential.qr, credential.kid],
        )) as [unknown, number];
        if (claimed !== 1) return false;
        await this.credentials.recordSigned(manager, credential.kid, accreditation.validUntil);
        await this.store.keep(manager, storedName);
        const event: AccreditationEventPayload = { accreditationId, centreId: centre.id, state: centre.State, at: issuedAt.toISOString() };
        await this.outbox.record(manager, AccreditationEvent.LetterGenerated, { ...event });
        return true;
      });
      if (!kept) await this.store.discard(storedName);
      return kept;
    } catch (error) {
      await this.store.discard(storedName);
      throw error;
    }
  }

  /**
   * The approvers' names as their accounts read now: a person who corrected their name (the first
   * super admin starts as "Super Admin") is named rightly when a letter is made again.
   */
  private async approverNames(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(`SELECT id::text AS id, trim(first_name || ' ' || last_name) AS name FROM users WHERE id = ANY($1::uuid[])`, [ids])) as Array<{ id: string; name: string }>;
    return new Map(rows.filter((r) => r.name).map((r) => [r.id, r.name]));
  }
}
