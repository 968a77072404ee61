import { Controller, Get, Param, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { LetterDownloadService } from './letter-download.service.js';
import { LetterCredentialReader } from './credentials/letter-credential-reader.js';

@ApiTags('accreditation')
@Controller('accreditation/centres')
export class LetterDownloadController {
  constructor(
    private readonly letters: LetterDownloadService,
    private readonly credentials: LetterCredentialReader,
  ) {}

  @Get(':centreId/letter')
  @AdminOnly('accreditation.read')
  @ApiParam({ name: 'centreId', description: "The centre's id" })
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'The accreditation letter PDF as accreditation-letter-{reference}.pdf; 404 with a message saying why there is none (not accredited, being generated, file missing), or outside the admin\'s states',
  })
  async download(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Res({ passthrough: true }) reply: FastifyReply) {
    const opened = await this.letters.forAdmin(admin, centreId);
    for (const [name, value] of Object.entries(opened.headers)) void reply.header(name, value);
    return new StreamableFile(opened.stream);
  }

  @Get(':centreId/letter/credential')
  @AdminOnly('accreditation.read')
  @ApiParam({ name: 'centreId', description: "The centre's id" })
  @ApiOperation({ summary: "The QR text of the centre's letter { qr } (CBT1: + base45 of a signed COSE_Sign1; docs/LETTERS.md); 404/409 as the letter download" })
  async credential(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.credentials.forAdmin(admin, centreId));
  }
}
