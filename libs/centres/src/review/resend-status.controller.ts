import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { RESEND_LIMITS, resendState } from './resend-limits.js';

/** When each approval email of a centre last went, for the detail screen's resend buttons. */
@ApiTags('admin centres')
@Controller('admin/schools')
export class ResendStatusController {
  constructor(
    private readonly access: CentreAccess,
    private readonly dataSource: DataSource,
  ) {}

  @Get(':id/resends')
  @AdminOnly('centres.read')
  @ApiOperation({
    summary: `When the registration and autotest approval emails last went, resends today and when the next is accepted (1 per ${RESEND_LIMITS.minIntervalMinutes} minutes, ${RESEND_LIMITS.perDay} a day per kind)`,
  })
  async status(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    const centre = await this.access.forAdmin(admin, id);
    const manager = this.dataSource.manager;
    return ok({
      registration: await resendState(manager, centre.id, 'registration'),
      autotest: await resendState(manager, centre.id, 'autotest'),
      limits: RESEND_LIMITS,
    });
  }
}
