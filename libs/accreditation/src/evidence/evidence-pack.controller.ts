import { Controller, Get, HttpCode, Param, Post, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AUDIT_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { EvidencePackService } from './evidence-pack.service.js';

@ApiTags('audit')
@Controller('audit/evidence')
export class EvidencePackController {
  constructor(private readonly packs: EvidencePackService) {}

  @Post(':centreId')
  @HttpCode(202)
  @AdminOnly('audit.read')
  @ApiOperation({ summary: "Ask for the centre's evidence pack (identity, history, documents with SHA-256, approvals, letter); a worker makes it" })
  async request(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.packs.request(admin, centreId), AUDIT_MSG.evidencePackQueued);
  }

  @Get(':centreId')
  @AdminOnly('audit.read')
  @ApiOperation({ summary: "The centre's newest evidence pack: { state: queued | ready | failed }" })
  async status(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.packs.latest(admin, centreId));
  }

  @Get(':centreId/pdf')
  @AdminOnly('audit.read')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The newest ready evidence pack as a PDF (404 until one is ready)' })
  async download(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const { body, size, filename } = await this.packs.download(admin, centreId);
    void reply.header('content-type', 'application/pdf');
    void reply.header('content-length', String(size));
    void reply.header('content-disposition', `attachment; filename="${filename}"`);
    return new StreamableFile(body);
  }
}
