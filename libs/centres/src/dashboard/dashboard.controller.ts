import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { DashboardService } from './dashboard.service.js';

@ApiTags('admin dashboard')
@Controller('admin')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get('statistics')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "Centre counts by status over the caller's states (approved = both approval stages)" })
  async statistics(@CurrentAdmin() admin: AdminPrincipal) {
    return ok({ statistics: await this.dashboard.statistics(admin) });
  }

  @Get('dashboard')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "The statistics and the 10 newest history entries of the caller's centres" })
  async dashboardData(@CurrentAdmin() admin: AdminPrincipal) {
    const [statistics, recentActivity] = await Promise.all([this.dashboard.statistics(admin), this.dashboard.recentActivity(admin)]);
    return ok({ statistics, recentActivity });
  }
}
