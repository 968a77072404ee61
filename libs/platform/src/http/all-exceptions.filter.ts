import { Catch, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { redactUrl } from '../logging/app-logger.js';
import { mapError } from './error-mapping.js';

/** The one place every error becomes an envelope with the right status (DECISIONS §1). */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const request = ctx.getRequest<FastifyRequest>();
    const mapped = mapError(exception);
    if (mapped.unexpected) {
      this.logger.error(`${request.method} ${redactUrl(request.url)} failed [${request.id}]: ${(exception as Error)?.stack ?? String(exception)}`);
    }
    if (reply.sent) return;
    for (const [name, value] of Object.entries(mapped.headers ?? {})) reply.header(name, value);
    void reply.status(mapped.status).type('application/json; charset=utf-8').send(mapped.body);
  }
}
