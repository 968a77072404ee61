import { HttpException } from '@nestjs/common';
import { AppError, ERROR_STATUS } from './app-error.js';
import type { Envelope, FieldError } from './envelope.js';

export interface MappedError {
  status: number;
  body: Envelope;
  headers?: Record<string, string>;
  /** Unexpected failures are logged with their stack; expected ones are not. */
  unexpected: boolean;
}

const PG_BAD_INPUT = new Set(['22P02', '22003', '22001', '22007', '22008', '22021', '22P05']);
const PG_UNAVAILABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P03', '08000', '08001', '08003', '08006']);

/** Maps anything thrown while serving a request to a status and envelope. Never leaks internals. */
export function mapError(error: unknown): MappedError {
  if (error instanceof AppError) {
    const body: Envelope = { success: false, message: error.message };
    if (error.errors) body.errors = error.errors;
    if (error.data) body.data = error.data;
    return { status: error.status, body, headers: error.headers, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const response = error.getResponse();
    const message = typeof response === 'string' ? response : ((response as { message?: unknown }).message ?? error.message);
    const text = Array.isArray(message) ? message.join('\n') : String(message);
    return { status, body: { success: false, message: status === 404 ? 'Not found' : text }, unexpected: status >= 500 };
  }
  const err = error as { statusCode?: number; code?: string; message?: string; name?: string; driverError?: { code?: string } };
  // Fastify's own errors (bad JSON, body too large, unsupported content type) carry a 4xx statusCode.
  if (typeof err?.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, body: { success: false, message: fastifyMessage(err) }, unexpected: false };
  }
  const pgCode = err?.driverError?.code ?? err?.code;
  // Bad input the database refuses: unreadable values, out of range, too long, bad dates, and text
  // PostgreSQL cannot hold (a NUL byte: 22021; a \u0000 escape in JSON: 22P05).
  if (PG_BAD_INPUT.has(pgCode ?? '')) {
    return { status: ERROR_STATUS.BAD_REQUEST, body: { success: false, message: 'Invalid value in request' }, unexpected: false };
  }
  if (pgCode === '40001' || pgCode === '40P01') {
    return { status: ERROR_STATUS.CONFLICT, body: { success: false, message: 'The record was changed by someone else. Please try again.' }, unexpected: false };
  }
  if ((pgCode && PG_UNAVAILABLE.has(pgCode)) || isConnectionFailure(err?.message)) {
    return { status: ERROR_STATUS.UNAVAILABLE, body: { success: false, message: 'Service temporarily unavailable. Please try again shortly.' }, headers: { 'retry-after': '5' }, unexpected: false };
  }
  return { status: 500, body: { success: false, message: 'An unexpected error occurred' }, unexpected: true };
}

function fastifyMessage(err: { statusCode?: number; code?: string; message?: string }): string {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Request body is empty';
    default:
      if (err.statusCode === 400 && /JSON/i.test(err.message ?? '')) return 'Malformed JSON in request body';
      return err.statusCode === 413 ? 'Request body is too large' : 'Invalid request';
  }
}

function isConnectionFailure(message?: string): boolean {
  if (!message) return false;
  return /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down)|Client has encountered a connection error/i.test(
    message,
  );
}

export function fieldErrors(errors: FieldError[]): Envelope {
  return { success: false, message: errors.map((e) => e.msg).join('\n'), errors };
}
