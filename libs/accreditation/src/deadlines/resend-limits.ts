import { DEADLINE_MSG, type NotificationKind } from '#contracts';
import type { RateLimiter } from '#platform';

/**
 * A notification sent again by hand (docs/SECURITY.md, red-team pass 3): at most once in 10 minutes
 * per notification and 5 times a day per centre, counted in Redis so every instance shares the count.
 */
export const NOTIFICATION_RESEND_LIMITS = { minIntervalMinutes: 10, perCentrePerDay: 5 } as const;

/** The kinds written to the centre itself: sent again, they go to its AdminEmail as it is now. */
export const CENTRE_ADDRESSED: ReadonlySet<NotificationKind> = new Set(['expiry_60', 'expiry_30', 'expiry_7', 'expired', 'query_half']);

/** Throws 429 with Retry-After when this resend is past either limit; counts it otherwise. */
export async function countResend(limiter: RateLimiter, centreId: string, notificationId: string): Promise<void> {
  const { minIntervalMinutes, perCentrePerDay } = NOTIFICATION_RESEND_LIMITS;
  await limiter.hit([{ key: `notification-resend:one:${notificationId}`, limit: 1, windowSeconds: minIntervalMinutes * 60 }], DEADLINE_MSG.notificationResendTooSoon(minIntervalMinutes));
  await limiter.hit([{ key: `notification-resend:centre:${centreId}`, limit: perCentrePerDay, windowSeconds: 24 * 3600 }], DEADLINE_MSG.notificationResendDailyLimit(perCentrePerDay));
}
