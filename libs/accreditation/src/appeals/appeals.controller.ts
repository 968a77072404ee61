import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { APPEAL_LIMITS, APPEAL_OUTCOMES, APPEAL_STATUSES, DUE_PROCESS_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { AppealsService, type AppealListQuery } from './appeals.service.js';

/** DECISIONS §10: the centres' appeals, read in scope and decided by staff who took no part. */
@ApiTags('appeals')
@Controller('appeals')
export class AppealsController {
  constructor(private readonly appeals: AppealsService) {}

  @Get()
  @AdminOnly('centres.read')
  @ApiQuery({ name: 'status', required: false, enum: APPEAL_STATUSES })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false })
  @ApiOperation({ summary: "The appeals of the centres in the caller's states, open ones first" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query() query: AppealListQuery) {
    return ok(await this.appeals.list(admin, query));
  }

  @Get(':id')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'One appeal with the decision appealed' })
  async one(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.appeals.one(admin, id));
  }

  @Post(':id/decision')
  @HttpCode(200)
  @AdminOnly('appeals.decide')
  @ApiBody({ schema: { type: 'object', required: ['outcome', 'reasons'], properties: { outcome: { type: 'string', enum: [...APPEAL_OUTCOMES] }, reasons: { type: 'string', maxLength: APPEAL_LIMITS.reasons } } } })
  @ApiOperation({
    summary:
      "Decide an open appeal: dismissed, or allowed (the decision reversed: registration re-opened, accreditation reinstated). 403 for anyone who took part in the decision; 409 once decided or when another decided it first",
  })
  async decide(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: unknown) {
    const view = await this.appeals.decide(admin, id, body);
    return ok(view, DUE_PROCESS_MSG.appealDecided[view.status === 'allowed' ? 'allowed' : 'dismissed']);
  }
}
