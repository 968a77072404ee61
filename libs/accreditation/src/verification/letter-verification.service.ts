import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { MSG, standingSentence, type AccreditationStanding, type AccreditationStatus, type VerificationStatus } from '#contracts';
import type { AccreditationSnapshot } from '../workflow/accreditation-snapshot.js';
import { AppError, RateLimiter } from '#platform';
import { delistedSql, underAppealSql } from '#centres';
import { normaliseVerificationCode } from './verification-code.js';
import { verifyLimits } from './public-limits.js';
import { liveVerificationStatus, VERIFICATION_LABELS } from './verification-status.js';

export interface VerificationView {
  genuine: true;
  code: string;
  centreName: string;
  state: string | null;
  localGovernment: string | null;
  accreditedAt: string | null;
  issuedAt: string | null;
  status: VerificationStatus;
  statusLabel: string;
  /** When the live standing began (accreditation, suspension or revocation date). */
  standingSince: string | null;
  /** The standing in plain words for a member of the public. */
  statusText: string;
  /** DECISIONS §9: the validity the letter was granted with. */
  validFrom: string | null;
  validUntil: string | null;
  /** DECISIONS §10: the centre's appeal against this suspension or revocation is open. */
  underAppeal: boolean;
}

interface VerificationRow {
  status: AccreditationStatus;
  accredited_at: Date | null;
  letter_generated_at: Date | null;
  letter_code: string;
  centre_name: string;
  state: string | null;
  local_government: string | null;
  centre_status: string;
  snapshot: AccreditationSnapshot | null;
  standing: AccreditationStanding | null;
  standing_changed_at: Date | null;
  standing_reason: string | null;
  valid_from: Date | null;
  valid_until: Date | null;
  under_appeal: boolean;
  delisted_at: Date | null;
}

// Only what the letter itself shows the world: no contact details, no approver names, and no
// reference number, which starts sign-in codes to the centre (DECISIONS §8; red-team pass 3).
const BY_CODE_SQL = `SELECT a.status, a.accredited_at, a.letter_generated_at, a.letter_code, a.snapshot, a.standing, a.standing_changed_at, a.standing_reason,
  a.valid_from, a.valid_until, ${underAppealSql('a.id')} AS under_appeal,
  CASE WHEN ${delistedSql('c.id')} THEN (SELECT min(dl.at) FROM centre_decisions dl WHERE dl.centre_id = c.id AND dl.kind = 'delisting' AND dl.lifted_at IS NULL AND dl.ended_at IS NULL) END AS delisted_at,
  c.centre_name, c.state, c.local_government, c.status AS centre_status
  FROM accreditations a JOIN centres c ON c.id = a.centre_id WHERE a.letter_code = $1`;

const UNDER_APPEAL_SENTENCE = 'The centre has appealed this decision; the appeal is under consideration.';
const APPEALED_STANDING_SENTENCE = {
  suspended: 'The centre has appealed its suspension; the appeal is under consideration.',
  revoked: 'The centre has appealed its revocation; the appeal is under consideration.',
};

/** GET /public/verify/{code}: anyone holding a letter can check it is genuine and still stands. */
@Injectable()
export class LetterVerificationService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly limiter: RateLimiter,
  ) {}

  async verify(rawCode: string, ip: string): Promise<VerificationView> {
    await this.limiter.hit(verifyLimits(ip), MSG.tooManyRequests);
    const view = await this.lookup(rawCode);
    if (!view) throw AppError.notFound(MSG.verificationNotFound);
    return view;
  }

  /** The answer for a code, or null when no letter carries it (verify-credential asks this too, rate limited on its own). */
  async lookup(rawCode: string): Promise<VerificationView | null> {
    const code = normaliseVerificationCode(rawCode);
    if (!code) return null;
    const [row] = (await this.dataSource.query(BY_CODE_SQL, [code])) as VerificationRow[];
    if (!row) return null;
    // DECISIONS §8: the centre as accredited (its snapshot), whatever its record says since.
    const status = liveVerificationStatus(row.status, row.centre_status, row.standing, !!row.delisted_at);
    const snap = row.snapshot;
    // Accredited and never changed since: since the accreditation itself.
    // Delisted: since the delisting began (DECISIONS §10).
    const since = status === 'delisted' ? row.delisted_at : status === 'accredited' && !row.standing_reason ? row.accredited_at : (row.standing_changed_at ?? row.accredited_at);
    const standingSince = status === 'withdrawn' ? null : since ? new Date(since).toISOString() : null;
    // DECISIONS §10: /verify says so while an appeal against a suspension or revocation is open, also
    // while a delisting outranks that standing in the status (the appeal is then named, not "this decision").
    const appealable = status === 'delisted' ? liveVerificationStatus(row.status, row.centre_status, row.standing) : status;
    const underAppeal = (appealable === 'suspended' || appealable === 'revoked') && row.under_appeal;
    const appealSentence = appealable === status ? UNDER_APPEAL_SENTENCE : APPEALED_STANDING_SENTENCE[appealable as 'suspended' | 'revoked'];
    return {
      genuine: true,
      code: row.letter_code,
      centreName: snap?.CentreName ?? row.centre_name,
      state: snap ? snap.State : row.state,
      localGovernment: snap ? snap.LocalGovernment : row.local_government,
      accreditedAt: row.accredited_at ? new Date(row.accredited_at).toISOString() : null,
      issuedAt: row.letter_generated_at ? new Date(row.letter_generated_at).toISOString() : null,
      status,
      statusLabel: VERIFICATION_LABELS[status],
      standingSince,
      statusText: underAppeal ? `${standingSentence(status, standingSince)} ${appealSentence}` : standingSentence(status, standingSince),
      validFrom: row.valid_from ? new Date(row.valid_from).toISOString() : null,
      validUntil: row.valid_until ? new Date(row.valid_until).toISOString() : null,
      underAppeal,
    };
  }
}
