import { Body, Controller, Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { RETENTION_MSG, type RetentionOverview } from '#contracts';
import { adminAuditActor } from '#audit';
import { AdminOnly, APP_CONFIG, CurrentAdmin, currentTime, ok, type AdminPrincipal, type AppConfig } from '#platform';
import { DataSource } from 'typeorm';
import { ErasureService } from './erasure.service.js';
import { centreIdOf, LegalHoldsService, reasonOf } from './legal-holds.service.js';
import { dueForErasure } from './retention-schedule.js';

/** How far ahead the retention screen looks for what is due next. */
const HORIZON_DAYS = 400;

/** Checked by the services (worded 400s); @Allow keeps the fields through the whitelist. */
class HoldBody {
  @Allow() centreId?: unknown;
  @Allow() reason?: unknown;
}

/** Retention, legal holds and erasure for holders of `privacy.retention` (DECISIONS §10). */
@ApiTags('privacy')
@Controller('privacy')
export class PrivacyRetentionController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly holds: LegalHoldsService,
    private readonly erasure: ErasureService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('retention')
  @AdminOnly('privacy.retention')
  @ApiOperation({ summary: 'What the retention job erases next (within about 13 months, soonest first; held centres marked) and the legal holds' })
  async overview() {
    const now = currentTime();
    const until = new Date(now.getTime() + HORIZON_DAYS * 24 * 3600_000);
    const overview: RetentionOverview = { due: await dueForErasure(this.dataSource, this.config.retention, now, until, 200), legalHolds: await this.holds.list() };
    return ok(overview);
  }

  @Post('legal-holds')
  @HttpCode(201)
  @AdminOnly('privacy.retention')
  @ApiOperation({ summary: 'Puts a centre under legal hold { centreId, reason } (audited): the retention job passes it by; 409 when already held' })
  async setHold(@CurrentAdmin() admin: AdminPrincipal, @Body() body: HoldBody) {
    return ok(await this.holds.set(admin, body), RETENTION_MSG.holdSet);
  }

  @Post('legal-holds/:centreId/lift')
  @HttpCode(200)
  @AdminOnly('privacy.retention')
  @ApiOperation({ summary: "Lifts a centre's legal hold { reason } (audited)" })
  async liftHold(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() body: HoldBody) {
    await this.holds.lift(admin, centreId, body);
    return ok(null, RETENTION_MSG.holdLifted);
  }

  @Post('erasures')
  @HttpCode(200)
  @AdminOnly('privacy.retention')
  @ApiOperation({ summary: "Erases a centre's personal data now { centreId, reason? } (an erasure request); 409 under legal hold" })
  async erase(@CurrentAdmin() admin: AdminPrincipal, @Body() body: HoldBody) {
    const centreId = centreIdOf(body?.centreId);
    const given = typeof body?.reason === 'string' ? body.reason.trim() : '';
    const reason = given ? reasonOf(body) : 'erasure request';
    const outcome = await this.erasure.eraseCentre(centreId, { rule: 'request', reason, actor: adminAuditActor(admin) });
    return ok({ centreId, outcome }, outcome === 'erased' ? RETENTION_MSG.erased : RETENTION_MSG.alreadyErased);
  }
}
