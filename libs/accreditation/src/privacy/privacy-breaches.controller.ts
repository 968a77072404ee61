import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { PrivacyBreachesService } from './privacy-breaches.service.js';

class BreachBody {
  @Allow() discoveredAt?: unknown;
  @Allow() summary?: unknown;
  @Allow() measures?: unknown;
  @Allow() categories?: unknown;
  @Allow() centreIds?: unknown;
  @Allow() centreReferences?: unknown;
}

/** The breach register of the data protection officer (DECISIONS §10, Personal data). */
@ApiTags('privacy')
@Controller('admin/privacy-breaches')
export class PrivacyBreachesController {
  constructor(private readonly breaches: PrivacyBreachesService) {}

  @Get()
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: 'The register, breaches awaiting the notice first' })
  async list(@Query() query: Record<string, unknown>) {
    return ok(await this.breaches.list(query));
  }

  @Get(':id')
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: 'One breach with its 72-hour clock, the prefilled notice and its history' })
  async one(@Param('id') id: string) {
    return ok(await this.breaches.get(id));
  }

  @Get(':id/notice')
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: 'The notice to the Nigeria Data Protection Commission, prefilled from the register { reference, text }' })
  async notice(@Param('id') id: string) {
    return ok(await this.breaches.notice(id));
  }

  @Post()
  @HttpCode(201)
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: 'Records a breach { discoveredAt, summary, measures?, categories[], centreIds[] and/or centreReferences[] } (audited)' })
  async record(@CurrentAdmin() admin: AdminPrincipal, @Body() body: BreachBody) {
    return ok(await this.breaches.record(admin, body as Record<string, unknown>));
  }

  @Post(':id/notified')
  @HttpCode(200)
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: 'Marks the regulator notified; the clock stops (audited)' })
  async notified(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.breaches.markNotified(admin, id));
  }

  @Post(':id/email-centres')
  @HttpCode(200)
  @AdminOnly('privacy.breaches')
  @ApiOperation({ summary: "Emails each affected centre's administrator, in the centre's language (audited)" })
  async emailCentres(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.breaches.emailCentres(admin, id));
  }
}
