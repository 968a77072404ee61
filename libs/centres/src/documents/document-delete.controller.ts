import { Controller, Delete, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SECURITY_MSG } from '#contracts';
import { CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { DocumentDeleteService } from './document-delete.service.js';

@ApiTags('centre documents')
@Controller('centre-registration')
export class DocumentDeleteController {
  constructor(private readonly documents: DocumentDeleteService) {}

  @Delete(':ref/documents/:documentId')
  @CentreOnly()
  @ApiOperation({ summary: "Remove one of the centre's documents before its registration is complete (409 after; 404 for another centre's document)" })
  async remove(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Param('documentId') documentId: string) {
    return ok(await this.documents.remove(session, documentId), SECURITY_MSG.documentDeleted);
  }
}
