import { open } from 'node:fs/promises';
import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DataSource } from 'typeorm';
import { TRUST_MSG } from '#contracts';
import { AppError, CentreOnly, CurrentCentre, type CentrePrincipal } from '#platform';
import { Accreditation } from '../workflow/accreditation.entity.js';
import { letterFilename, LetterStore } from './letter-store.js';

/** The centre downloads its own accreditation letter (centre token, own reference only). */
@ApiTags('centre registration')
@Controller('centre-registration/:ref/letter')
export class CentreLetterController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly store: LetterStore,
  ) {}

  @Get()
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: "The centre's accreditation letter PDF; 404 until it is generated, 409 once the accreditation is revoked" })
  async download(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const accreditation = await this.dataSource.getRepository(Accreditation).findOneBy({ centreId: session.centreId });
    if (accreditation?.standing === 'revoked') throw AppError.conflict(TRUST_MSG.standingNotAllowed('download the letter of', 'revoked'));
    const path = accreditation?.status === 'approved' ? this.store.pathOf(accreditation.letterStoredName) : null;
    const handle = path ? await open(path, 'r').catch(() => null) : null;
    if (!handle) throw AppError.notFound(TRUST_MSG.letterNotReady);
    const { size } = await handle.stat();
    const headers: Record<string, string> = {
      'content-type': 'application/pdf',
      'content-length': String(size),
      'content-disposition': `attachment; filename="${letterFilename(session.reference).replace(/[^A-Za-z0-9._-]/g, '_')}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    };
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    return new StreamableFile(handle.createReadStream());
  }
}
