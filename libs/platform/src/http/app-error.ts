import type { FieldError } from './envelope.js';

/** Error codes of every domain, each with the one HTTP status it maps to. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Thrown by services; the exception filter turns it into the envelope with the right status. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  /** What the screen needs besides the message (e.g. tries left, seconds until the next code). */
  data?: Record<string, unknown>;

  withData(data: Record<string, unknown>): this {
    this.data = data;
    return this;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  static validation(errors: FieldError[], message = errors.map((e) => e.msg).join('\n')): AppError {
    return new AppError('VALIDATION', message, errors);
  }

  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }

  static forbidden(message = 'You do not have permission to do this.'): AppError {
    return new AppError('FORBIDDEN', message);
  }

  static unauthenticated(message = 'Authentication required'): AppError {
    return new AppError('UNAUTHENTICATED', message);
  }

  static conflict(message: string): AppError {
    return new AppError('CONFLICT', message);
  }
}
