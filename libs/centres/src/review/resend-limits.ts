import type { EntityManager } from 'typeorm';
import { SECURITY_MSG, type ResendState } from '#contracts';
import { AppError } from '#platform';

/** Approval emails sent again, per centre and kind (docs/SECURITY.md, red-team pass 1, row 11). */
export const RESEND_LIMITS = { minIntervalMinutes: 10, perDay: 5 } as const;

export type ResendLimitKind = 'registration' | 'autotest';

const ACTIONS: Record<ResendLimitKind, { original: string; resend: string; label: string }> = {
  registration: { original: 'approve', resend: 'resend_registration_approval', label: 'registration approval' },
  autotest: { original: 'approve-autotest', resend: 'resend_autotest_approval', label: 'autotest approval' },
};

export type { ResendState };

/** Read from the centre's action history, where every approval and resend is an entry. */
export async function resendState(manager: EntityManager, centreId: string, kind: ResendLimitKind, now = new Date()): Promise<ResendState> {
  const { original, resend } = ACTIONS[kind];
  const [row] = (await manager.query(
    `SELECT max(at) AS last_at,
            max(at) FILTER (WHERE action = $3) AS last_resend_at,
            count(*) FILTER (WHERE action = $3 AND at > $4::timestamptz - interval '1 day')::int AS today,
            min(at) FILTER (WHERE action = $3 AND at > $4::timestamptz - interval '1 day') AS oldest_today
       FROM centre_actions WHERE centre_id = $1 AND action IN ($2, $3)`,
    [centreId, original, resend, now.toISOString()],
  )) as Array<{ last_at: Date | null; last_resend_at: Date | null; today: number; oldest_today: Date | null }>;
  const last = row?.last_at ? new Date(row.last_at) : null;
  const today = row?.today ?? 0;
  const candidates: number[] = [];
  // Spacing counts resends only: an approval email that never arrived can be resent at once.
  if (row?.last_resend_at) candidates.push(new Date(row.last_resend_at).getTime() + RESEND_LIMITS.minIntervalMinutes * 60_000);
  if (today >= RESEND_LIMITS.perDay && row?.oldest_today) candidates.push(new Date(row.oldest_today).getTime() + 24 * 3600_000);
  const next = candidates.length > 0 ? Math.max(...candidates) : 0;
  return { lastSentAt: last?.toISOString() ?? null, resentToday: today, nextAllowedAt: next > now.getTime() ? new Date(next).toISOString() : null };
}

/**
 * 429 with Retry-After when the kind's email was resent less than 10 minutes ago or was resent 5 times
 * in the last day. Locks the centre row first, so two admins clicking at once send one email.
 */
export async function assertResendAllowed(manager: EntityManager, centreId: string, kind: ResendLimitKind): Promise<void> {
  await manager.query(`SELECT 1 FROM centres WHERE id = $1 FOR UPDATE`, [centreId]);
  const now = new Date();
  const state = await resendState(manager, centreId, kind, now);
  if (!state.nextAllowedAt) return;
  const retryAfter = String(Math.max(1, Math.ceil((Date.parse(state.nextAllowedAt) - now.getTime()) / 1000)));
  const label = ACTIONS[kind].label;
  const message = state.resentToday >= RESEND_LIMITS.perDay ? SECURITY_MSG.resendDailyLimit(label, RESEND_LIMITS.perDay) : SECURITY_MSG.resendTooSoon(label, RESEND_LIMITS.minIntervalMinutes);
  throw new AppError('RATE_LIMITED', message, undefined, { 'retry-after': retryAfter });
}
