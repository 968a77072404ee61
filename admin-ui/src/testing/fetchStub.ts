import { afterEach, beforeEach, vi } from 'vitest';

/** One answer of the stubbed server: a JSON envelope (or text, or a file) with its HTTP status. */
export interface StubAnswer {
  body: unknown;
  status?: number;
}

/**
 * Replaces fetch with a server that gives these answers in order, the last one to every later call.
 * A Blob answers as a file, a string as text, anything else as JSON.
 */
export function serveAnswers(...answers: StubAnswer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async () => {
    const { body, status = 200 } = queue.length > 1 ? queue.shift()! : queue[0]!;
    return body instanceof Blob || typeof body === 'string' ? new Response(body, { status }) : Response.json(body, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The n-th request the stub received, as the server would read it. */
export function requestOf(fetchMock: ReturnType<typeof serveAnswers>, index = 0) {
  const [url, init] = fetchMock.mock.calls[index] as unknown as [string, RequestInit | undefined];
  const body = init?.body;
  return {
    url,
    method: init?.method ?? 'GET',
    body: typeof body === 'string' ? JSON.parse(body) : body,
    auth: new Headers(init?.headers).get('Authorization'),
  };
}

/** Each test runs signed in with the token `tok` and ends with the real fetch and an empty storage. */
export function signedInForEachTest(token = 'tok') {
  beforeEach(() => window.localStorage.setItem('authToken', token));
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });
}
