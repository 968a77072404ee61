import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, type AccreditationStatus, type VerificationStatus } from '#contracts';
import { AppError, RateLimiter } from '#platform';
import { normaliseVerificationCode } from '../letters/verification-code.js';
import { verifyLimits } from './public-limits.js';
import { liveVerificationStatus, VERIFICATION_LABELS } from './verification-status.js';

export interface VerificationView {
  genuine: true;
  code: string;
  centreName: string;
  referenceNumber: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  issuedAt: string | null;
  status: VerificationStatus;
  statusLabel: string;
}

interface VerificationRow {
  status: AccreditationStatus;
  accredited_at: Date | null;
  letter_generated_at: Date | null;
  letter_code: string;
  centre_name: string;
  reference_number: string;
  state: string | null;
  local_government: string | null;
  centre_status: string;
}

// Only what the letter itself shows the world: no contact details, no approver names.
const BY_CODE_SQL = `SELECT a.status, a.accredited_at, a.letter_generated_at, a.letter_code,
  c.centre_name, c.reference_number, c.state, c.local_government, c.status AS centre_status
  FROM accreditations a JOIN centres c ON c.id = a.centre_id WHERE a.letter_code = $1`;

/** GET /public/verify/{code}: anyone holding a letter can check it is genuine and still stands. */
@Injectable()
export class LetterVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async verify(rawCode: string, ip: string): Promise<VerificationView> {
    await this.limiter.hit(verifyLimits(ip), MSG.tooManyRequests);
    const code = normaliseVerificationCode(rawCode);
    if (!code) throw AppError.notFound(MSG.verificationNotFound);
    const [row] = (await this.dataSource.query(BY_CODE_SQL, [code])) as VerificationRow[];
    if (!row) throw AppError.notFound(MSG.verificationNotFound);
    const status = liveVerificationStatus(row.status, row.centre_status);
    return {
      genuine: true,
      code: row.letter_code,
      centreName: row.centre_name,
      referenceNumber: row.reference_number,
      state: row.state,
      localGovernment: row.local_government,
      accreditedAt: row.accredited_at ? new Date(row.accredited_at).toISOString() : null,
      issuedAt: row.letter_generated_at ? new Date(row.letter_generated_at).toISOString() : null,
      status,
      statusLabel: VERIFICATION_LABELS[status],
    };
  }
}
