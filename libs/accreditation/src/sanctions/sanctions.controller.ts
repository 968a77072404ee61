import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { NOTICE_OUTCOMES, SANCTION_KINDS, SANCTION_LIMITS, SANCTION_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { SanctionsService } from './sanctions.service.js';

/** DECISIONS §10: sanctions and notices of proposal on a centre (super admins, like suspend and revoke). */
@ApiTags('accreditation')
@Controller('accreditation/centres/:centreId')
export class SanctionsController {
  constructor(private readonly sanctions: SanctionsService) {}

  @Get('sanctions')
  @AdminOnly('accreditation.configure')
  @ApiOperation({ summary: "The centre's decisions, notices of proposal (with representations) and any delisting in force" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.sanctions.list(admin, centreId));
  }

  @Post('sanctions')
  @AdminOnly('accreditation.configure')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['kind', 'reasons'],
      properties: {
        kind: { type: 'string', enum: [...SANCTION_KINDS] },
        reasons: { type: 'string', maxLength: SANCTION_LIMITS.reasons },
        urgent: { type: 'boolean', description: 'A suspension or revocation that takes effect at once; otherwise it is first a notice of proposal' },
        until: { type: 'string', format: 'date', description: 'A suspension: the day the clock lifts it (optional). A delisting: the day it ends (required)' },
      },
    },
  })
  @ApiOperation({ summary: 'Give a warning, delist for a period, or suspend or revoke (urgent: at once; otherwise a notice of proposal with a representations window). 201 with { decision, notice }; 409 when the standing does not allow it' })
  async impose(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() body: unknown) {
    const outcome = await this.sanctions.impose(admin, centreId, body);
    return ok(outcome, outcome.notice ? SANCTION_MSG.noticeSent : SANCTION_MSG.imposed[outcome.decision!.kind as keyof typeof SANCTION_MSG.imposed]);
  }

  @Post('notices/:noticeId/decision')
  @HttpCode(200)
  @AdminOnly('accreditation.configure')
  @ApiBody({ schema: { type: 'object', required: ['outcome', 'reasons'], properties: { outcome: { type: 'string', enum: [...NOTICE_OUTCOMES] }, reasons: { type: 'string', maxLength: SANCTION_LIMITS.reasons } } } })
  @ApiOperation({ summary: 'Impose or withdraw a notice of proposal once the representations are in or the window has passed (409 before; 409 once decided)' })
  async decide(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Param('noticeId') noticeId: string, @Body() body: unknown) {
    const outcome = await this.sanctions.decideNotice(admin, centreId, noticeId, body);
    return ok(outcome, outcome.decision ? SANCTION_MSG.noticeImposed : SANCTION_MSG.noticeWithdrawn);
  }
}
