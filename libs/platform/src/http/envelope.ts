/** The shape of every API response (DECISIONS §1). */
export interface Envelope<T = unknown> {
  success: boolean;
  data?: T;
  message?: string;
  errors?: FieldError[];
  [extra: string]: unknown;
}

export interface FieldError {
  path: string;
  msg: string;
}

export function ok<T>(data?: T, message?: string, extra?: Record<string, unknown>): Envelope<T> {
  const body: Envelope<T> = { success: true };
  if (data !== undefined) body.data = data;
  if (message !== undefined) body.message = message;
  return extra ? { ...body, ...extra } : body;
}
