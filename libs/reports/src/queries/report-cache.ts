import { Injectable } from '@nestjs/common';
import { ShortCache, type StateScope } from '#platform';
import type { ReportRange } from '../period/report-period.js';

/** How long an answer is reused: a dashboard polled by many admins costs one query per second. */
export const REPORT_CACHE_MAX_AGE_MS = 1000;
const MAX_ENTRIES = 500;

export function scopeKey(scope: StateScope): string {
  return scope.all ? '*' : JSON.stringify([...scope.states].sort());
}

export function rangeKey(range: ReportRange): string {
  return `${range.period}|${range.start}|${range.end}|${range.today}`;
}

/** The report answers of this process (see ShortCache); docs/REPORTS.md "Caching". */
@Injectable()
export class ReportCache extends ShortCache<unknown> {
  constructor() {
    super({ maxAgeMs: REPORT_CACHE_MAX_AGE_MS, maxEntries: MAX_ENTRIES });
  }

  answer<T>(call: string, scope: StateScope, range: ReportRange, compute: () => Promise<T>): Promise<T> {
    return this.get(`${call}|${scopeKey(scope)}|${rangeKey(range)}`, compute) as Promise<T>;
  }
}
