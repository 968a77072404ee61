import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { SANCTION_LIMITS, SANCTION_MSG } from '#contracts';
import { CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { CentreNoticesService } from './centre-notices.service.js';

const REF = ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" });

/** DECISIONS §10: the notices of proposal sent to the centre and its representations, in its own session. */
@ApiTags('centre registration')
@Controller('centre-registration/:ref/notices')
export class CentreNoticesController {
  constructor(private readonly notices: CentreNoticesService) {}

  @Get()
  @CentreOnly()
  @REF
  @ApiOperation({ summary: 'The notices of proposal (a non-urgent suspension or revocation) sent to the centre, newest first, with the end of the representations window' })
  async list(@CurrentCentre() session: CentrePrincipal) {
    return ok(await this.notices.notices(session));
  }

  @Post(':id/representations')
  @CentreOnly()
  @REF
  @ApiParam({ name: 'id', description: 'The notice' })
  @ApiBody({ schema: { type: 'object', required: ['representations'], properties: { representations: { type: 'string', maxLength: SANCTION_LIMITS.representations } } } })
  @ApiOperation({ summary: 'Answer a notice of proposal once, within its window (201; a receipt is emailed). 404 for a notice not sent to this centre; 409 after the window, once answered or decided' })
  async represent(@CurrentCentre() session: CentrePrincipal, @Param('id') id: string, @Body() body: unknown) {
    return ok(await this.notices.represent(session, id, body), SANCTION_MSG.representationsSent);
  }
}
