import { Controller, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { DOCUMENT_TYPES, MSG } from '#contracts';
import { CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { DocumentUploadService } from './document-upload.service.js';

type UploadRequest = Parameters<DocumentUploadService['upload']>[1];

const FORM = {
  schema: {
    type: 'object',
    required: ['files'],
    properties: {
      files: { type: 'string', format: 'binary', description: 'One file (the field may also be called file)' },
      documentType: { type: 'string', enum: [...DOCUMENT_TYPES], description: 'Required unless the path names it' },
    },
  },
};

@ApiTags('centre documents')
@Controller('centre-registration')
export class UploadController {
  constructor(private readonly uploads: DocumentUploadService) {}

  @Post(':ref/upload')
  @CentreOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM)
  @ApiOperation({
    summary:
      'Upload one document (pdf, doc, docx, jpg, jpeg, png, gif, bmp, webp, tiff, svg; checked by content). 201 { documentType, file, uploadedDocuments }; 413 too large, 415 type not allowed or content not matching, 415 when not multipart',
  })
  async upload(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Req() request: UploadRequest) {
    return ok(await this.uploads.upload(session, request, null), MSG.documentUploaded);
  }

  @Post(':ref/upload/:docType')
  @CentreOnly()
  @ApiConsumes('multipart/form-data')
  @ApiBody(FORM)
  @ApiParam({ name: 'docType', enum: DOCUMENT_TYPES })
  @ApiOperation({ summary: 'The same as /upload, with the document type in the path' })
  async uploadType(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Param('docType') docType: string, @Req() request: UploadRequest) {
    return ok(await this.uploads.upload(session, request, docType), MSG.documentUploaded);
  }
}
