import { expect } from '@jest/globals';
import { REGISTER_LICENSE } from '#contracts';
import type { TestApp } from './test-app.js';

/** A feed follower as a mirror would write one (RPDE): follow `next` until the page is empty, keep every item's latest state. */
export class FeedMirror {
  readonly centres = new Map<string, Record<string, any>>();
  private next = '/api/public/register/feed';
  lastModified = -1;

  constructor(private readonly app: TestApp) {}

  async poll(): Promise<number> {
    let seen = 0;
    for (let pages = 0; pages < 1000; pages++) {
      const res = await this.app.request('GET', this.next);
      if (res.status !== 200) throw new Error(`feed answered ${res.status}: ${res.text}`);
      const page = res.body as { items: Array<Record<string, any>>; next: string; license: string };
      expect(page.license).toBe(REGISTER_LICENSE);
      for (const item of page.items) {
        // Oldest first, never going back.
        expect(item.modified).toBeGreaterThanOrEqual(this.lastModified);
        this.lastModified = item.modified;
        if (item.state === 'deleted') {
          expect(item.data).toBeUndefined();
          this.centres.delete(item.id);
        } else this.centres.set(item.id, item.data);
      }
      seen += page.items.length;
      const next = new URL(page.next);
      const nextPath = `${next.pathname}${next.search}`;
      if (page.items.length === 0) {
        // The last page repeats its own query.
        expect(nextPath).toBe(this.next);
        return seen;
      }
      this.next = nextPath;
    }
    throw new Error('the feed never ended');
  }
}

/** The public register (GET /api/public/accredited-centres) as the mirror holds it. */
export function comparableRegister(entries: Array<Record<string, any>>) {
  return entries.map((e) => ({ name: e.centreName ?? e.name, state: e.state, localGovernment: e.localGovernment, accreditedAt: e.accreditedAt, standing: e.standing, underAppeal: e.underAppeal, validUntil: e.validUntil })).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

