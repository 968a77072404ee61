import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { DUE_PROCESS_DOC_MSG } from '#contracts';
import { AdminOnly, CentreOnly, CurrentAdmin, CurrentCentre, ok, type AdminPrincipal, type CentrePrincipal } from '#platform';
import { send } from '../documents/file-download.controller.js';
import { DueProcessDocumentsService } from './due-process-documents.service.js';

type UploadRequest = Parameters<DueProcessDocumentsService['attachToNotice']>[2];

const FORM = ApiBody({ schema: { type: 'object', required: ['files'], properties: { files: { type: 'string', format: 'binary', description: 'One PDF, JPEG or PNG file' } } } });
const REF = ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" });

/** DECISIONS §10: documents with the centre's representations and appeals; staff read them where they decide. */
@ApiTags('centre registration')
@Controller()
export class DueProcessDocumentsController {
  constructor(private readonly documents: DueProcessDocumentsService) {}

  @Post('centre-registration/:ref/notices/:id/documents')
  @CentreOnly()
  @REF
  @ApiConsumes('multipart/form-data')
  @FORM
  @ApiOperation({ summary: 'Attach a document to the representations on a notice (while the centre may answer it). 201; 404 another centre\'s notice; 409 decided or past the window; 413 too large; 415 not a PDF, JPEG or PNG' })
  async toNotice(@CurrentCentre() session: CentrePrincipal, @Param('id') id: string, @Req() request: UploadRequest) {
    return ok(await this.documents.attachToNotice(session, id, request), DUE_PROCESS_DOC_MSG.attached);
  }

  @Post('centre-registration/:ref/appeals/:id/documents')
  @CentreOnly()
  @REF
  @ApiConsumes('multipart/form-data')
  @FORM
  @ApiOperation({ summary: 'Attach a document to an open appeal. 201; 404 not an appeal of this centre; 409 decided; 413 too large; 415 not a PDF, JPEG or PNG' })
  async toAppeal(@CurrentCentre() session: CentrePrincipal, @Param('id') id: string, @Req() request: UploadRequest) {
    return ok(await this.documents.attachToAppeal(session, id, request), DUE_PROCESS_DOC_MSG.attached);
  }

  @Get('admin/schools/:id/due-process-documents/:documentId')
  @AdminOnly('centres.read')
  @ApiQuery({ name: 'disposition', required: false, enum: ['attachment', 'inline'] })
  @ApiOperation({ summary: "A document of the centre's representations or appeal, for staff who may see the centre (audited; 404 outside their states)" })
  async forAdmin(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id') id: string,
    @Param('documentId') documentId: string,
    @Query('disposition') disposition: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    return send(reply, await this.documents.forAdmin(admin, id, documentId, disposition));
  }
}
