import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TRUST_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { AccreditationStandingService } from './accreditation-standing.service.js';

const REASON = ApiBody({ schema: { type: 'object', required: ['reason'], properties: { reason: { type: 'string', maxLength: 2000 } } } });

/**
 * The live standing of a granted accreditation (super admins; history entry and email to the
 * centre each time). A rejected autotest after accreditation suspends it automatically.
 */
@ApiTags('accreditation')
@Controller('accreditation/centres/:centreId')
export class AccreditationStandingController {
  constructor(private readonly standing: AccreditationStandingService) {}

  @Post('suspend')
  @HttpCode(200)
  @AdminOnly('accreditation.configure')
  @REASON
  @ApiOperation({ summary: 'Suspend an accredited centre with a reason (409 unless accredited); the public verification shows "suspended"' })
  async suspend(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() body: unknown) {
    return ok(await this.standing.change(admin, centreId, 'suspend', body), TRUST_MSG.standingChanged.suspend);
  }

  @Post('reinstate')
  @HttpCode(200)
  @AdminOnly('accreditation.configure')
  @REASON
  @ApiOperation({ summary: 'Reinstate a suspended accreditation with a reason (409 unless suspended)' })
  async reinstate(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() body: unknown) {
    return ok(await this.standing.change(admin, centreId, 'reinstate', body), TRUST_MSG.standingChanged.reinstate);
  }

  @Post('revoke')
  @HttpCode(200)
  @AdminOnly('accreditation.configure')
  @REASON
  @ApiOperation({ summary: 'Revoke an accredited or suspended accreditation with a reason (final)' })
  async revoke(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() body: unknown) {
    return ok(await this.standing.change(admin, centreId, 'revoke', body), TRUST_MSG.standingChanged.revoke);
  }
}
