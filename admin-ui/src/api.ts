import { startEarlyGet, takeEarlyGet, untilAborted } from './earlyRequests';

/** Root of the portal API, served from the same origin as this console. */
export const API_ROOT = '/api';
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_KEY = 'authToken';

/** Every API answer has this shape. */
export interface ApiEnvelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  errors?: ValidationError[];
}

export interface ValidationError {
  path?: string;
  msg?: string;
}

/** A failed request: the message is ready to show, and the status and body are kept for callers. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(message: string, status: number, body: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** `firstName` -> 'First Name', `address.street_name` -> 'Address Street Name'. */
export function fieldLabel(path: string): string {
  return path
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The text to show for a failed response: the server's message, its validation errors, or the status. */
export function errorMessage(status: number, body: unknown): string {
  const envelope = (body && typeof body === 'object' ? body : {}) as Partial<ApiEnvelope>;
  if (typeof envelope.message === 'string' && envelope.message.trim()) return envelope.message;
  if (Array.isArray(envelope.errors) && envelope.errors.length > 0) {
    const lines = envelope.errors
      .filter((error): error is ValidationError => Boolean(error) && typeof error === 'object')
      .map((error) => {
        const label = typeof error.path === 'string' ? fieldLabel(error.path) : '';
        const msg = typeof error.msg === 'string' ? error.msg : '';
        return label && msg ? `${label}: ${msg}` : label || msg;
      })
      .filter(Boolean);
    if (lines.length > 0) return lines.join('\n');
  }
  return `HTTP error! status: ${status}`;
}

export function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Overrides the stored token, e.g. the restricted token of a forced password reset. */
  token?: string | null;
  signal?: AbortSignal;
  /** Extra headers, e.g. If-Match with the centre version a decision was based on. */
  headers?: Record<string, string>;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or crashed server can answer with HTML; keep it so the error still carries it.
    return text;
  }
}

/**
 * Calls `${API_ROOT}${path}` with JSON and the bearer token, and resolves to the envelope.
 * Rejects with an ApiError on an HTTP error, on `success: false`, or after 30 seconds.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T>> {
  const { method = 'GET', body, signal } = options;
  const token = options.token === undefined ? storedToken() : options.token;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  Object.assign(headers, options.headers);

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  const abortFromCaller = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', abortFromCaller);

  try {
    // A GET started at page load (earlyRequests.ts) is read as this request's own answer.
    const early = method === 'GET' && body === undefined && !options.headers ? takeEarlyGet(`${API_ROOT}${path}`, token) : null;
    const response = await (early
      ? untilAborted(early, controller.signal)
      : fetch(`${API_ROOT}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: controller.signal,
        }));
    const payload = await readBody(response);
    if (response.ok && payload === null) return { success: true };
    const envelope = payload as ApiEnvelope<T> | null;
    if (!response.ok || !envelope || typeof envelope !== 'object' || envelope.success === false) {
      throw new ApiError(errorMessage(response.status, payload), response.status, payload);
    }
    return envelope;
  } catch (error) {
    if (!(error instanceof ApiError) && controller.signal.aborted && !signal?.aborted) {
      throw new ApiError('The server took too long to answer. Please try again.', 0, null);
    }
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abortFromCaller);
  }
}

/** Starts GET `${API_ROOT}${path}` now, for the apiRequest that will ask for it once its code has loaded. */
export function startEarlyApiGet(path: string, token: string, now?: number): void {
  startEarlyGet(`${API_ROOT}${path}`, token, now);
}

/**
 * SPEC §7's API layer: a call that fails says the server's own message when it gave one, else the
 * call's fixed text ("Failed to fetch roles"). The status and body stay on the error.
 */
export async function orFailure<T>(call: Promise<T>, text: string): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    const body = error instanceof ApiError ? error.body : null;
    const serverMessage = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' && (body as { message: string }).message.trim();
    if (serverMessage) throw error;
    throw new ApiError(text, error instanceof ApiError ? error.status : 0, body);
  }
}

/** `{ a: 'x', b: '' }` -> `?a=x`: empty and missing values are left out. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && String(value) !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Fetches a file the server streams (a CSV export) with the bearer token, which a plain link
 * cannot send, and resolves to its content. No timeout: a large export may take a while.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const token = storedToken();
  const response = await fetch(`${API_ROOT}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = await readBody(response);
    throw new ApiError(errorMessage(response.status, body), response.status, body);
  }
  return response.blob();
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Sends a multipart form (a file upload) with the bearer token; the browser sets the boundary. */
export async function apiUpload<T>(path: string, form: FormData): Promise<ApiEnvelope<T>> {
  const token = storedToken();
  const response = await fetch(`${API_ROOT}${path}`, {
    method: 'POST',
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  const payload = await readBody(response);
  const envelope = payload as ApiEnvelope<T> | null;
  if (!response.ok || !envelope || typeof envelope !== 'object' || envelope.success === false) {
    throw new ApiError(errorMessage(response.status, payload), response.status, payload);
  }
  return envelope;
}
