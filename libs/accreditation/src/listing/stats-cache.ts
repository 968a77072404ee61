/** How long GET /accreditation/stats reuses its counts: counting 20,000 passed centres with their accreditation costs tens of milliseconds. */
export const STATS_MAX_AGE_MS = 1000;
