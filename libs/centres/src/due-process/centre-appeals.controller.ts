import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { APPEAL_LIMITS, DUE_PROCESS_MSG } from '#contracts';
import { CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { CentreAppealsService } from './centre-appeals.service.js';

const REF = ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" });

/** DECISIONS §10: the decisions against the centre and its appeals, in its own session. */
@ApiTags('centre registration')
@Controller('centre-registration/:ref')
export class CentreAppealsController {
  constructor(private readonly appeals: CentreAppealsService) {}

  @Get('decisions')
  @CentreOnly()
  @REF
  @ApiOperation({ summary: 'The decisions against the centre (rejection, suspension, revocation), newest first, with their reasons and the end of the right of appeal' })
  async decisions(@CurrentCentre() session: CentrePrincipal) {
    return ok(await this.appeals.decisions(session));
  }

  @Get('appeals')
  @CentreOnly()
  @REF
  @ApiOperation({ summary: "The centre's appeals, newest first, with their status and outcome" })
  async list(@CurrentCentre() session: CentrePrincipal) {
    return ok(await this.appeals.appeals(session));
  }

  @Post('appeals')
  @CentreOnly()
  @REF
  @ApiBody({ schema: { type: 'object', required: ['decisionId', 'grounds'], properties: { decisionId: { type: 'string', format: 'uuid' }, grounds: { type: 'string', maxLength: APPEAL_LIMITS.grounds } } } })
  @ApiOperation({ summary: 'Appeal a decision against the centre (201; a receipt is emailed). 404 for a decision not against this centre; 409 past its deadline or when already appealed' })
  async lodge(@CurrentCentre() session: CentrePrincipal, @Body() body: unknown) {
    return ok(await this.appeals.lodge(session, body), DUE_PROCESS_MSG.appealSent);
  }
}
