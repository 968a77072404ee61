import { gzipSync } from 'node:zlib';
import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '#platform';
import { CredentialVerificationService } from './credential-verification.service.js';
import { LetterKeys } from './letter-keys.service.js';
import { LetterStatusList, STATUS_LIST_MAX_AGE_MS } from './letter-status-list.js';

/** The public half of DECISIONS §10 "Letters anyone can check" (docs/LETTERS.md). */
@ApiTags('public accreditation')
@Controller('public')
export class LetterCredentialsController {
  constructor(
    private readonly keys: LetterKeys,
    private readonly statusList: LetterStatusList,
    private readonly verification: CredentialVerificationService,
  ) {}

  @Get('letters/keys')
  @ApiOperation({ summary: 'The public keys that sign letters still valid, as a JWK set { keys } (also at /.well-known/jwks.json, without the envelope)' })
  async publishedKeys() {
    return ok({ keys: await this.keys.published() });
  }

  @Get('letters/status')
  @ApiOperation({
    summary:
      'The letters\' status list { issuedAt, bits, signed }: bits is base64url of the gzipped bitstring (bit idx, most significant first, is 1 when that letter is not in good standing); signed is CBT1: + base45 of a COSE_Sign1 over { issuedAt, bits }. ETag and 304; gzip when accepted; at most 60 s old',
  })
  async status(@Req() request: FastifyRequest, @Res() reply: FastifyReply) {
    const { body, etag } = await this.statusList.current();
    void reply.header('etag', etag).header('cache-control', `public, max-age=${STATUS_LIST_MAX_AGE_MS / 1000}`).header('vary', 'accept-encoding');
    const match = request.headers['if-none-match'];
    if (match && match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''))) return reply.status(304).send();
    const json = JSON.stringify(ok(body));
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (/\bgzip\b/i.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(json));
    return reply.send(json);
  }

  @Post('verify-credential')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Checks a letter\'s QR text { qr } (no token; rate limited): what /verify/{code} answers, plus signatureValid, kid and the signed claims. 400 naming what is wrong when qr is no credential (wrong prefix, not base45, not CBOR, not COSE_Sign1, unknown key, over 2 KB)',
  })
  async verify(@Body() body: unknown, @Ip() ip: string) {
    return ok(await this.verification.verify(body, ip));
  }
}
