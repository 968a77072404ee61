import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { EcPublicJwk } from '#contracts';
import { APP_CONFIG, es256Signer, parseLetterSigningKey, type AppConfig, type LetterSigningKey } from '#platform';

/** A retired key stays listed this long even without letters: instances still restarting onto the new key sign with it. */
const RETIRED_GRACE = '1 day';

/**
 * The letter signing keys (DECISIONS §10, docs/LETTERS.md "Keys"): this instance signs with the key
 * of its environment; every public key that signed a letter still valid is published. Rotation: the
 * CLI records the next key (published at once), the instances restart onto it one by one, and the
 * first to start with it retires the earlier ones, which stay listed while their letters are valid.
 */
@Injectable()
export class LetterKeys implements OnModuleInit {
  private key: LetterSigningKey | null = null;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.register(this.current());
  }

  current(): LetterSigningKey {
    if (!this.key) this.key = parseLetterSigningKey(this.config.letterSigningKey);
    return this.key;
  }

  signer(): (data: Uint8Array) => Promise<Uint8Array> {
    return es256Signer(this.current());
  }

  /** Publishes the key and retires every key made before it (idempotent: every instance does it at start). */
  async register(key: LetterSigningKey, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.query(
      `INSERT INTO letter_signing_keys (kid, public_jwk) VALUES ($1, $2::jsonb)
       ON CONFLICT (kid) DO UPDATE SET retired_at = NULL`,
      [key.publicJwk.kid, JSON.stringify(key.publicJwk)],
    );
    await manager.query(
      `UPDATE letter_signing_keys SET retired_at = now()
        WHERE retired_at IS NULL AND created_at < (SELECT created_at FROM letter_signing_keys WHERE kid = $1)`,
      [key.publicJwk.kid],
    );
  }

  /** A letter signed with a key keeps it listed until that letter's validity ends (no end: for good). */
  async recordSigned(manager: EntityManager, kid: string, validUntil: Date | null): Promise<void> {
    await manager.query(`UPDATE letter_signing_keys SET signed_until = GREATEST(signed_until, COALESCE($2::timestamptz, 'infinity')) WHERE kid = $1`, [kid, validUntil]);
  }

  /** The JWKS: keys in use or next, recently retired, or that signed a letter still valid. */
  async published(): Promise<EcPublicJwk[]> {
    const rows = (await this.dataSource.query(
      `SELECT public_jwk FROM letter_signing_keys
        WHERE retired_at IS NULL OR retired_at > now() - interval '${RETIRED_GRACE}' OR signed_until > now()
        ORDER BY created_at DESC, kid`,
    )) as Array<{ public_jwk: EcPublicJwk }>;
    return rows.map((r) => r.public_jwk);
  }
}
