import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_MSG } from '#contracts';
import { routeOf } from '../auth/route-access.js';

/** A client's own request id, kept beside the server's when it is short and plain. */
const CLIENT_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export type IdentifiedRequest = FastifyRequest & { clientRequestId?: string };

function refuse(reply: FastifyReply, status: number, message: string): void {
  void reply.status(status).header('cache-control', 'no-store').type('application/json; charset=utf-8').send({ success: false, message });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Whether a body of this type may reach this route: JSON anywhere, multipart where the route table says so. */
export function acceptsBody(contentType: string | undefined, multipart: boolean): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || (multipart && type === 'multipart/form-data');
}

/**
 * DECISIONS §9, before any parser runs:
 * - the request id is the server's own (Fastify's genReqId); a client's X-Request-Id is kept apart
 *   as `clientRequestId` (in the request's log lines, echoed as X-Client-Request-Id) when it is at
 *   most 64 letters, digits and `._:-`, and dropped otherwise, so no log or audit entry carries a
 *   request id a client chose;
 * - a body that is not JSON (or multipart, on the upload routes) is 415 in the envelope: a
 *   cross-site form (url-encoded, multipart or text) reaches no handler.
 */
export function registerRequestIdentity(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request: IdentifiedRequest, reply, done) => {
    const header = request.headers['x-request-id'];
    const given = Array.isArray(header) ? header[0] : header;
    if (given && CLIENT_ID.test(given)) {
      request.clientRequestId = given;
      request.log = request.log.child({ clientRequestId: given });
    }
    const rule = hasBody(request) && request.url.startsWith('/api') ? routeOf(request) : undefined;
    if (rule !== undefined && !acceptsBody(request.headers['content-type'], rule?.body === 'multipart')) {
      refuse(reply, 415, rule?.notJson ?? SESSION_MSG.unsupportedMediaType);
      return;
    }
    done();
  });
  fastify.addHook('onSend', (request: IdentifiedRequest, reply, payload, done) => {
    if (request.clientRequestId) reply.header('x-client-request-id', request.clientRequestId);
    done(null, payload);
  });
}

/**
 * Fastify's clientErrorHandler: errors Node's HTTP parser raises before a request exists (headers
 * too large: 431; a malformed request: 400), answered in the envelope and the connection closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? SESSION_MSG.headersTooLarge : status === 408 ? SESSION_MSG.requestTimedOut : SESSION_MSG.malformedRequest;
  const body = JSON.stringify({ success: false, message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
  );
}
