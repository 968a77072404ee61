import { MSG, type CentreAction } from '@cbt/contracts';
import { ApiError } from '../api';

/**
 * SPEC §8: a failed decision shows the server's message, else 'Action failed'; a failed repost
 * says 'Failed to repost centre to autotest dashboard'. A bare HTTP status or a network error is
 * not a message from the server.
 */
export function actionFailureText(error: unknown, action: CentreAction): string {
  return failureText(error, action === 'repost-to-autotest' ? MSG.failedRepost : MSG.actionFailed);
}

/** The server's message for a failed call, else `fallback` (SPEC §8's text for that call). */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as { message?: unknown; errors?: unknown };
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
    if (Array.isArray(body.errors) && body.errors.length > 0) return error.message;
    return fallback;
  }
  return fallback;
}
