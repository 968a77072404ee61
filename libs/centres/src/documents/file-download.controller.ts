import { Controller, Get, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, CurrentAdmin, type AdminPrincipal } from '#platform';
import { DocumentDownloadService, type OpenedDocument } from './document-download.service.js';

/** Writes a served document's headers and streams it. */
export function send(reply: FastifyReply, opened: OpenedDocument): StreamableFile {
  for (const [name, value] of Object.entries(opened.headers)) void reply.header(name, value);
  return new StreamableFile(opened.stream);
}

@ApiTags('centre documents')
@Controller()
export class FileDownloadController {
  constructor(private readonly downloads: DocumentDownloadService) {}

  @Get('files/:id')
  @ApiQuery({ name: 'expires', required: true })
  @ApiQuery({ name: 'signature', required: true })
  @ApiQuery({ name: 'disposition', required: false, enum: ['attachment', 'inline'], description: 'inline is honoured for pdf, png, jpg, gif, webp and bmp only' })
  @ApiOperation({ summary: 'A document by its signed, expiring link (no token). 403 "This link has expired or is not valid."' })
  async bySignedLink(
    @Param('id') id: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Query('disposition') disposition: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return send(reply, await this.downloads.bySignedLink(id, expires, signature, disposition));
  }

  @Get('admin/schools/:id/documents/:documentId')
  @AdminOnly('centres.read')
  @ApiQuery({ name: 'disposition', required: false, enum: ['attachment', 'inline'] })
  @ApiOperation({ summary: "A centre's document for an admin who may see the centre (404 outside the admin's states)" })
  async forAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Query('disposition') disposition: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return send(reply, await this.downloads.forAdmin(admin, id, documentId, disposition));
  }
}
