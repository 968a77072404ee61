import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { AccreditationWorkflowService } from './accreditation-workflow.service.js';
import { ApproveStageDto, RejectAccreditationDto } from './dto/decision-bodies.dto.js';

/** One centre's accreditation: start it, approve its stages in order, or reject it (SPEC §4). */
@ApiTags('accreditation')
@Controller('accreditation/centres/:centreId')
export class AccreditationWorkflowController {
  constructor(private readonly workflow: AccreditationWorkflowService) {}

  @Get()
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: "The centre's accreditation: stages of its bound configuration, approvals, progress and the caller's buttons" })
  async view(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.workflow.view(admin, centreId));
  }

  @Post('initialize')
  @AdminOnly('accreditation.act')
  @ApiOperation({ summary: 'Start the accreditation of a centre that passed the autotest, bound to the active configuration' })
  async initialize(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string) {
    return ok(await this.workflow.initialize(admin, centreId), MSG.accreditationInitialized);
  }

  @Post('approve')
  @HttpCode(200)
  @AdminOnly('accreditation.act')
  @ApiOperation({ summary: "Approve the active stage (caller holds one of its required roles and approved no earlier stage); the last stage accredits" })
  async approve(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() dto: ApproveStageDto) {
    return ok(await this.workflow.approve(admin, centreId, dto.comments ?? null), MSG.stageApproved);
  }

  @Post('reject')
  @HttpCode(200)
  @AdminOnly('accreditation.act')
  @ApiOperation({ summary: "Reject with a reason (caller holds one of the active stage's required roles)" })
  async reject(@CurrentAdmin() admin: AdminPrincipal, @Param('centreId') centreId: string, @Body() dto: RejectAccreditationDto) {
    return ok(await this.workflow.reject(admin, centreId, dto.rejectionReason), MSG.accreditationRejectedMsg);
  }
}
