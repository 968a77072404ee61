/**
 * GET requests started at page load, before the code that needs them has loaded. The server speaks
 * HTTP/1.1, so the browser opens six connections to it and queues the rest: the centre list's route
 * loads some sixty chunks, and a request asked for after them (the session check react-admin makes
 * on its first render) waited behind all of them (docs/PERFORMANCE.md, the console). Started first,
 * it is answered while the code still loads.
 *
 * Each is taken once, by the first apiRequest for the same address and token within EARLY_TTL_MS;
 * that caller reads the answer exactly as if it had fetched it itself (status, session expiry...).
 * Nothing else reads it, so an answer nobody asked for is dropped, never shown later.
 */

/** An early answer older than this is not handed out: the caller fetches afresh. */
export const EARLY_TTL_MS = 10_000;

interface Early {
  token: string;
  at: number;
  response: Promise<Response>;
}

const started = new Map<string, Early>();

/** Starts GET `url` with the headers apiRequest sends, unless the same one is already on its way. */
export function startEarlyGet(url: string, token: string, now: number = Date.now()): void {
  const known = started.get(url);
  if (known && known.token === token && now - known.at < EARLY_TTL_MS) return;
  const response = fetch(url, { method: 'GET', headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  // A failure is the taker's to see; one nobody takes must not be reported as unhandled.
  response.catch(() => undefined);
  started.set(url, { token, at: now, response });
}

/** The early answer to GET `url` with `token`, once; null when there is none (or it is stale). */
export function takeEarlyGet(url: string, token: string | null, now: number = Date.now()): Promise<Response> | null {
  const early = started.get(url);
  if (!early) return null;
  started.delete(url);
  return early.token === token && now - early.at < EARLY_TTL_MS ? early.response : null;
}

/** Settles as `promise` does, or rejects with an AbortError as soon as `signal` aborts. */
export function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
