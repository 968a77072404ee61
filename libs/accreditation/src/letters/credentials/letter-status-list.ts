import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { signPayload, type CborValue } from '#contracts';
import { delistedSql } from '#centres';
import { currentTime } from '#platform';
import { inGoodStandingSql } from '../../workflow/good-standing-sql.js';
import { LetterKeys } from './letter-keys.service.js';
import { STATUS_LIST_BITS } from './status-list-size.js';

/** DECISIONS §10: a change of standing shows within 60 s; each instance recomputes at most this often. */
export const STATUS_LIST_MAX_AGE_MS = 30_000;

export interface StatusListBody {
  issuedAt: string;
  bits: string;
  signed: string;
}

export interface StatusListAnswer {
  body: StatusListBody;
  /** Weak: two instances sign the same bits with different signatures; the standing they say is the same. */
  etag: string;
}

/**
 * The letters' status list (W3C Bitstring Status List, DECISIONS §10): bit `idx` (most significant
 * first) is 1 when that letter is not in good standing — suspended, revoked, expired, superseded or
 * withdrawn, or past its validity before the expiry sweep marked it, or its centre delisted
 * (DECISIONS §10). Read from the database, so every
 * instance says the same within STATUS_LIST_MAX_AGE_MS.
 */
@Injectable()
export class LetterStatusList {
  private cached: { at: number; answer: StatusListAnswer } | null = null;
  private pending: Promise<StatusListAnswer> | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: LetterKeys,
  ) {}

  async current(): Promise<StatusListAnswer> {
    if (this.cached && Date.now() - this.cached.at < STATUS_LIST_MAX_AGE_MS) return this.cached.answer;
    this.pending ??= this.compute().finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  private async compute(): Promise<StatusListAnswer> {
    const now = currentTime();
    const rows = (await this.dataSource.query(
      `SELECT a.letter_status_index AS idx FROM accreditations a JOIN centres c ON c.id = a.centre_id
        WHERE a.letter_status_index IS NOT NULL
          AND NOT (${inGoodStandingSql('a', 'c')} AND (a.valid_until IS NULL OR a.valid_until > $1) AND NOT ${delistedSql('c.id')})`,
      [now],
    )) as Array<{ idx: number }>;
    const bitstring = Buffer.alloc(STATUS_LIST_BITS / 8);
    for (const { idx } of rows) bitstring[idx >> 3]! |= 0x80 >> (idx & 7);
    const bits = gzipSync(bitstring, { level: 9 }).toString('base64url');
    const issuedAt = Math.floor(now.getTime() / 1000);
    const payload: CborValue = new Map<string, CborValue>([
      ['issuedAt', issuedAt],
      ['bits', bits],
    ]);
    const signed = await signPayload(payload, this.keys.current().kid, this.keys.signer());
    const etag = `W/"${createHash('sha256').update(bitstring).digest('base64url').slice(0, 27)}"`;
    const answer = { body: { issuedAt: new Date(issuedAt * 1000).toISOString(), bits, signed }, etag };
    this.cached = { at: Date.now(), answer };
    return answer;
  }
}
