import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { TRUST_MSG } from '#contracts';
import { AppError, CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { assertLetterAvailable, letterAccreditation } from '../workflow/accreditation-cycle.js';
import { letterFilename, LetterStore } from './letter-store.js';
import { LetterCredentialReader } from './credentials/letter-credential-reader.js';

/** The centre downloads its own accreditation letter (centre token, own reference only). */
@ApiTags('centre registration')
@Controller('centre-registration/:ref/letter')
export class CentreLetterController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: LetterStore,
    private readonly credentials: LetterCredentialReader,
  ) {}

  @Get('credential')
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: "The QR text of the centre's letter { qr } (CBT1: + base45 of a signed COSE_Sign1; docs/LETTERS.md); 404 until the letter is generated, 409 while not in good standing" })
  async credential(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string) {
    return ok(await this.credentials.forCentre(session));
  }

  @Get()
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "The centre's accreditation letter PDF; 404 until it is generated, 409 while the accreditation is not in good standing" })
  async download(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const [centre] = (await this.dataSource.query('SELECT status FROM centres WHERE id = $1', [session.centreId])) as Array<{ status: string }>;
    const inForce = await letterAccreditation(this.dataSource.manager, session.centreId);
    // Not accredited (yet) reads as the letter not being ready; one not in good standing says why (409).
    const accreditation = inForce && centre ? assertLetterAvailable(inForce, centre.status) : null;
    const opened = accreditation ? await this.store.open(accreditation.letterStoredName) : null;
    if (!opened) throw AppError.notFound(TRUST_MSG.letterNotReady);
    const headers: Record<string, string> = {
      'content-type': 'application/pdf',
      'content-length': String(opened.size),
      'content-disposition': `attachment; filename="${letterFilename(session.reference).replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    };
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    return new StreamableFile(opened.stream);
  }
}
