import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '#platform';

/** How long a listed document link works. */
export const DOCUMENT_LINK_TTL_SECONDS = 60 * 60;

/**
 * Signed, expiring document links (DECISIONS §4): /api/files/{id}?expires=..&signature=.. with an
 * HMAC under the link secret, so a link cannot be forged, altered or used after it expires.
 */
@Injectable()
export class DocumentLinks {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private signature(documentId: string, expires: number): string {
    return createHmac('sha256', this.config.linkSecret).update(`${documentId}.${expires}`).digest('base64url');
  }

  /** An absolute URL (PUBLIC_URL), so the copied link works outside the page too. */
  url(documentId: string, now = Date.now()): string {
    const expires = Math.floor(now / 1000) + DOCUMENT_LINK_TTL_SECONDS;
    return `${this.config.publicUrl}/api/files/${documentId}?expires=${expires}&signature=${this.signature(documentId, expires)}`;
  }

  isValid(documentId: string, expires: unknown, signature: unknown, now = Date.now()): boolean {
    const exp = Number(expires);
    if (!Number.isInteger(exp) || exp < Math.floor(now / 1000) || typeof signature !== 'string') return false;
    const expected = Buffer.from(this.signature(documentId, exp));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
