import { PUBLIC_SITE_MSG } from '@cbt/contracts/public-site';
import { currentLanguage } from '../i18n';
import { deadlineSignal } from './deadline';

/** One validation failure as the server lists it. */
export interface FieldError {
  path: string;
  msg: string;
}

interface Envelope<T> {
  success?: boolean;
  data?: T;
  message?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

/** A failed call: the message to show, plus what the server sent (SPEC §8 "Generic"). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly errors: FieldError[] = [],
    readonly body: unknown = undefined,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** 'LocalGovernment' -> 'Local Government', 'files.0' -> 'Files 0': a path as a person reads it. */
export function fieldName(path: string): string {
  return path
    .split(/[._\s-]+/)
    .flatMap((part) => part.split(/(?<=[a-z0-9])(?=[A-Z])/))
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function validationLines(errors: FieldError[]): string[] {
  return errors.map((error) => `${fieldName(error.path)}: ${error.msg}`);
}

/** The server's message, else its validation lines, else the HTTP status. */
export function errorMessage(status: number, body: Envelope<unknown> | undefined): string {
  if (body?.message) return body.message;
  if (body?.errors?.length) return validationLines(body.errors).join('\n');
  return `HTTP error! status: ${status}`;
}

export interface CallOptions {
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

const TIMEOUT_MS = 30_000;

/** A call to the API root; resolves with the whole envelope (some calls answer beside `data`). */
export async function call<T = unknown>(method: string, path: string, options: CallOptions = {}): Promise<Envelope<T>> {
  // The server writes the centre's emails in the language of the page.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const deadline = deadlineSignal(TIMEOUT_MS, options.signal);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: deadline.signal,
    });
  } catch (error) {
    deadline.done();
    if (options.signal?.aborted) throw error;
    throw new ApiError(deadline.timedOut() ? PUBLIC_SITE_MSG.serverTimeout : PUBLIC_SITE_MSG.serverUnreachable, 0);
  }
  let body: Envelope<T> | undefined;
  try {
    body = (await response.json()) as Envelope<T>;
  } catch {
    body = undefined;
  } finally {
    deadline.done();
  }
  if (!response.ok || body?.success === false) {
    throw new ApiError(errorMessage(response.status, body), response.status, body?.errors ?? [], body);
  }
  return body ?? {};
}
