import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ActionHistory, isUuid } from '#centres';
import { APP_CONFIG, composeMail, FileStorage, MailTemplates, MailTransport, UnitOfWork, type AppConfig, type SendMailPayload } from '#platform';
import { verifyUrl } from './letter-generator.js';
import { LETTER_MAIL_TEMPLATE, type LetterMailData } from './letter-mail.js';
import { letterFilename } from './letter-store.js';
import { inGoodStandingSql } from '../workflow/good-standing-sql.js';

interface DeliveryRow {
  centre_id: string;
  letter_code: string;
  letter_stored_name: string;
  centre_name: string;
  reference_number: string;
  admin_email: string;
  centre_status: string;
}

// DECISIONS §9: a letter is mailed only while it stands, and names the centre as accredited (its snapshot).
const PENDING_LETTER_SQL = `SELECT a.centre_id, a.letter_code, a.letter_stored_name, COALESCE(a.snapshot->>'CentreName', c.centre_name) AS centre_name,
    c.reference_number, c.admin_email, c.status AS centre_status
  FROM accreditations a JOIN centres c ON c.id = a.centre_id
  WHERE a.id = $1 AND ${inGoodStandingSql('a', 'c')}
    AND a.letter_stored_name IS NOT NULL AND NOT a.accreditation_letter_sent`;

/**
 * Mails the stored letter to the centre, then marks it sent and notes it in the centre's history.
 * The flag follows the send, never the other way round; a crash between the two resends the same
 * message id, which the receiving side can recognise.
 */
@Injectable()
export class LetterDelivery {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uow: UnitOfWork,
    private readonly history: ActionHistory,
    private readonly templates: MailTemplates,
    private readonly transport: MailTransport,
    private readonly files: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** true when this call sent the letter. */
  async deliver(accreditationId: unknown, jobId: string): Promise<boolean> {
    if (!isUuid(accreditationId)) return false;
    const [row] = (await this.dataSource.query(PENDING_LETTER_SQL, [accreditationId])) as DeliveryRow[];
    if (!row) return false;

    const data: LetterMailData = {
      centreName: row.centre_name,
      reference: row.reference_number,
      code: row.letter_code,
      verifyUrl: verifyUrl(this.config.publicUrl, row.letter_code),
      councilName: this.config.examBody,
    };
    const payload: SendMailPayload = {
      template: LETTER_MAIL_TEMPLATE,
      to: row.admin_email,
      data: { ...data },
      attachments: [{ fileId: row.letter_stored_name, filename: letterFilename(row.reference_number), contentType: 'application/pdf' }],
    };
    await this.transport.send(await composeMail(this.templates, this.files, payload, jobId));

    return this.uow.run(async (manager) => {
      const [, marked] = (await manager.query(
        'UPDATE accreditations SET accreditation_letter_sent = true, letter_sent_at = now() WHERE id = $1 AND NOT accreditation_letter_sent',
        [accreditationId],
      )) as [unknown, number];
      if (marked !== 1) return false;
      await this.history.append(manager, row.centre_id, {
        action: 'accreditation_letter_sent',
        fromStatus: row.centre_status,
        toStatus: row.centre_status,
        actor: { type: 'system', name: 'accreditation letter' },
        data: { verificationCode: row.letter_code },
      });
      return true;
    });
  }
}
