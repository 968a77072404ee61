import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { DEADLINE_MSG, MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, DeniedWith, ok, type AdminPrincipal } from '#platform';
import { ConfigEditorGuard } from '../config/config-editor.guard.js';
import { DeadlineService } from './deadline.service.js';
import { HolidaysService } from './holidays.service.js';

/** Checked by HolidaysService (every problem at once); @Allow keeps the fields through the whitelist. */
class HolidayBody {
  @Allow() date?: unknown;
  @Allow() name?: unknown;
}

/** The council's public holidays: working days skip them (docs/TRUST.md "Deadlines and reminders"). */
@ApiTags('deadlines')
@Controller('admin/holidays')
export class HolidaysController {
  constructor(private readonly holidays: HolidaysService) {}

  @Get()
  @AdminOnly('accreditation.read')
  @ApiQuery({ name: 'year', required: false, description: 'Only this year (YYYY)' })
  @ApiOperation({ summary: 'The public holiday list, by date' })
  async list(@Query('year') year?: string) {
    return ok(await this.holidays.list(year));
  }

  @Get(':id')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: 'One public holiday' })
  async one(@Param('id') id: string) {
    return ok(await this.holidays.get(id));
  }

  @Post()
  @HttpCode(201)
  @UseGuards(ConfigEditorGuard)
  @AdminOnly('accreditation.configure')
  @DeniedWith(MSG.onlySuperAdminConfig)
  @ApiOperation({ summary: 'Adds a public holiday { date: YYYY-MM-DD, name } (super admin; audited); 409 when the day is already listed' })
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() body: HolidayBody) {
    return ok(await this.holidays.create(admin, body));
  }

  @Put(':id')
  @UseGuards(ConfigEditorGuard)
  @AdminOnly('accreditation.configure')
  @DeniedWith(MSG.onlySuperAdminConfig)
  @ApiOperation({ summary: 'Changes a public holiday (super admin; audited)' })
  async update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: HolidayBody) {
    return ok(await this.holidays.update(admin, id, body));
  }

  @Delete(':id')
  @UseGuards(ConfigEditorGuard)
  @AdminOnly('accreditation.configure')
  @DeniedWith(MSG.onlySuperAdminConfig)
  @ApiOperation({ summary: 'Removes a public holiday (super admin; audited)' })
  async remove(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.holidays.remove(admin, id));
  }
}

/** A centre's notifications and the dashboard's overdue items. */
@ApiTags('deadlines')
@Controller('admin')
export class DeadlinesController {
  constructor(private readonly deadlines: DeadlineService) {}

  @Get('schools/:id/notifications')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "Every reminder and escalation recorded on the centre, newest first, with its delivery state (queued, sent, failed with the reason)" })
  async notifications(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok({ notifications: await this.deadlines.notifications(admin, id) });
  }

  @Post('schools/:id/notifications/:notificationId/resend')
  @HttpCode(200)
  @AdminOnly('centres.review')
  @ApiOperation({ summary: 'Queues a notification again to its recipients (audited)' })
  async resend(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Param('notificationId') notificationId: string) {
    return ok(await this.deadlines.resend(admin, id, notificationId), DEADLINE_MSG.notificationResent);
  }

  @Get('deadlines/overdue')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "Items waiting past their target, by state and kind, in the caller's states (the dashboard)" })
  async overdue(@CurrentAdmin() admin: AdminPrincipal) {
    return ok(await this.deadlines.overdueByState(admin));
  }
}
