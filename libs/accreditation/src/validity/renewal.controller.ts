import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RENEWAL_MSG } from '#contracts';
import { CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { RenewalService } from './renewal.service.js';

/** The centre renews its accreditation (centre token, own reference only; DECISIONS §9). */
@ApiTags('centre registration')
@Controller('centre-registration/:ref/renewal')
export class RenewalController {
  constructor(private readonly renewals: RenewalService) {}

  @Get()
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: 'Whether the centre may renew now (and why not), its validity, a renewal being decided, and every accreditation cycle' })
  async view(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string) {
    return ok(await this.renewals.view(session));
  }

  @Post()
  @HttpCode(201)
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({
    summary:
      'Submits the renewal: the centre capacity and facilities (as the detailed registration checks them); starts a new accreditation on the active workflow. 409 outside the renewal window, while suspended, while one is being decided, or without this cycle\'s passed autotest',
  })
  async submit(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string, @Body() body: unknown) {
    return ok(await this.renewals.submit(session, body), RENEWAL_MSG.submitted);
  }
}
