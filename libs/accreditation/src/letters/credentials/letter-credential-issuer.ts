import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { fittedClaims, signCredential, type LetterClaims } from '#contracts';
import { APP_CONFIG, type AppConfig } from '#platform';
import type { AccreditationSnapshot } from '../../workflow/accreditation-snapshot.js';
import { LetterKeys } from './letter-keys.service.js';
import { STATUS_LIST_BITS } from './status-list-size.js';

export interface IssuedCredential {
  qr: string;
  idx: number;
  kid: string;
}

export interface CredentialSubject {
  id: string;
  cycle: number;
  letterStatusIndex: number | null;
  validFrom: Date | null;
  validUntil: Date | null;
  accreditedAt: Date | null;
  snapshot: AccreditationSnapshot | null;
}

const seconds = (date: Date): number => Math.floor(date.getTime() / 1000);

/**
 * Signs a letter's credential (DECISIONS §10): the claims of the accreditation's snapshot, its
 * validity and its index in the status list, kept when the letter is made again so printed copies
 * keep their bit.
 */
@Injectable()
export class LetterCredentialIssuer {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: LetterKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async issue(subject: CredentialSubject, code: string, issuedAt: Date, fallbackName: { name: string; state: string | null; lga: string | null }): Promise<IssuedCredential> {
    const idx = subject.letterStatusIndex ?? (await this.freeIndex());
    const snap = subject.snapshot;
    const validFrom = subject.validFrom ?? subject.accreditedAt ?? issuedAt;
    const key = this.keys.current();
    const claims: LetterClaims = fittedClaims({
      iss: this.config.publicUrl,
      iat: seconds(issuedAt),
      nbf: seconds(validFrom),
      // A letter made before validity existed has no end: 0 is written as "none" (docs/LETTERS.md).
      exp: subject.validUntil ? seconds(subject.validUntil) : 0,
      code,
      name: snap?.CentreName ?? fallbackName.name,
      state: snap ? snap.State : fallbackName.state,
      lga: snap ? snap.LocalGovernment : fallbackName.lga,
      capacity: snap?.autotestRealizedCapacity ?? snap?.CentreCapacity ?? null,
      cycle: subject.cycle,
      idx,
    });
    return { qr: await signCredential(claims, key.kid, this.keys.signer()), idx, kid: key.publicJwk.kid };
  }

  /** Records, in the caller's transaction, that the key signed a letter valid until then. */
  async recordSigned(manager: EntityManager, kid: string, validUntil: Date | null): Promise<void> {
    await this.keys.recordSigned(manager, kid, validUntil);
  }

  /**
   * A random index no letter holds yet (W3C Bitstring Status List: random, so a bit says nothing of
   * the order letters were issued in). The column's unique index settles two picks of the same one.
   */
  private async freeIndex(): Promise<number> {
    for (let attempt = 0; attempt < 64; attempt++) {
      const candidate = randomInt(STATUS_LIST_BITS);
      const taken = (await this.dataSource.query('SELECT 1 FROM accreditations WHERE letter_status_index = $1', [candidate])) as unknown[];
      if (taken.length === 0) return candidate;
    }
    throw new Error('The letter status list has no free index left to pick at random');
  }
}
