import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { LETTER_MSG, MSG, TRUST_MSG } from '#contracts';
import { Centre, CentreAccess } from '#centres';
import { AppError, UnitOfWork, type AdminPrincipal, type CentrePrincipal } from '#platform';
import { assertLetterAvailable, letterAccreditation } from '../../workflow/accreditation-cycle.js';
import type { Accreditation } from '../../workflow/accreditation.entity.js';
import { LetterCredentialIssuer } from './letter-credential-issuer.js';

/**
 * `GET .../letter/credential`: the QR text of the letter of record, on the same terms as the letter
 * download (DECISIONS §9: only in good standing). A letter made before credentials existed gets
 * one signed now, once, so every letter can be checked the same way.
 */
@Injectable()
export class LetterCredentialReader {
  constructor(
    private readonly dataSource: DataSource,
    private readonly access: CentreAccess,
    private readonly uow: UnitOfWork,
    private readonly issuer: LetterCredentialIssuer,
  ) {}

  async forAdmin(admin: AdminPrincipal, centreId: string): Promise<{ qr: string }> {
    const centre = await this.access.forAdmin(admin, centreId);
    const accreditation = assertLetterAvailable(await letterAccreditation(this.dataSource.manager, centre.id), centre.status);
    if (!accreditation.letterStoredName || !accreditation.letterCode) throw AppError.notFound(MSG.letterNotReady);
    return { qr: await this.credentialOf(accreditation, centre) };
  }

  async forCentre(session: CentrePrincipal): Promise<{ qr: string }> {
    const centre = await this.dataSource.getRepository(Centre).findOneBy({ id: session.centreId });
    const inForce = centre ? await letterAccreditation(this.dataSource.manager, centre.id) : null;
    const accreditation = inForce && centre ? assertLetterAvailable(inForce, centre.status) : null;
    if (!accreditation?.letterStoredName || !accreditation.letterCode || !centre) throw AppError.notFound(TRUST_MSG.letterNotReady);
    return { qr: await this.credentialOf(accreditation, centre) };
  }

  private async credentialOf(accreditation: Accreditation, centre: Centre): Promise<string> {
    if (accreditation.letterCredential) return accreditation.letterCredential;
    const issued = await this.issuer.issue(accreditation, accreditation.letterCode!, accreditation.letterGeneratedAt ?? new Date(), {
      name: centre.CentreName,
      state: centre.State,
      lga: centre.LocalGovernment,
    });
    // Two readers at once: the first stored credential is the one every later read answers.
    return this.uow.run(async (manager) => {
      const [, stored] = (await manager.query(
        `UPDATE accreditations SET letter_credential = $2, letter_status_index = $3, letter_key_id = $4 WHERE id = $1 AND letter_credential IS NULL`,
        [accreditation.id, issued.qr, issued.idx, issued.kid],
      )) as [unknown, number];
      if (stored === 1) {
        await this.issuer.recordSigned(manager, issued.kid, accreditation.validUntil);
        return issued.qr;
      }
      const [row] = (await manager.query('SELECT letter_credential FROM accreditations WHERE id = $1', [accreditation.id])) as Array<{ letter_credential: string | null }>;
      if (!row?.letter_credential) throw AppError.notFound(LETTER_MSG.fileMissing);
      return row.letter_credential;
    });
  }
}
