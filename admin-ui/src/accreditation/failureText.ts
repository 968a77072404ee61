import { ApiError } from '../api';

/**
 * SPEC §8: the server's own message when it sent one, else the screen's fallback text. A network
 * failure, a timeout or a bare status code says nothing useful to an admin, so it gets the fallback.
 */
export function failureText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message && !error.message.startsWith('HTTP error! status:')) return error.message;
  return fallback;
}
