import { Body, Controller, Get, Headers, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG, type CentreAction } from '#contracts';
import { AdminOnly, CurrentAdmin, DeniedWith, ok, type AdminPrincipal } from '#platform';
import { ApproveDto, QueryDto, RejectDto, ResetDto } from './dto/review-bodies.dto.js';
import { expectedVersion } from './if-match.js';
import { ReviewService } from './review.service.js';

const IF_MATCH = ApiHeader({ name: 'If-Match', required: false, description: 'The centre version the screen showed (data.version); a stale one is a 409' });

/** The centre detail and the admin's decisions on it (SPEC §4 and §7 "Admin schools"). */
@ApiTags('admin centres')
@Controller('admin/schools')
export class ReviewController {
  constructor(private readonly review: ReviewService) {}

  @Get(':id')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: 'One centre with its documents, the actions the caller may take and the autotest capacity verdict' })
  async detail(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.review.detail(admin, id));
  }

  @Put(':id/approve')
  @AdminOnly('centres.review')
  @IF_MATCH
  @ApiOperation({ summary: 'Approve for registration (pending or query), with optional autotest instructions; emails the centre' })
  async approve(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: ApproveDto, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'approve', dto.autotestInstructions ?? null, ifMatch, MSG.centreApproved);
  }

  @Put(':id/approve-autotest')
  @AdminOnly('centres.approve_autotest')
  @DeniedWith(MSG.onlyNationalApproveAutotest)
  @IF_MATCH
  @ApiOperation({ summary: 'Approve for autotest (national admins only), with optional instructions; emails the centre' })
  async approveAutotest(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: ApproveDto, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'approve-autotest', dto.autotestInstructions ?? null, ifMatch, MSG.centreAutotestApproved);
  }

  @Put(':id/reject')
  @AdminOnly('centres.review')
  @IF_MATCH
  @ApiOperation({ summary: 'Reject with a reason; emails the centre' })
  async reject(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: RejectDto, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'reject', dto.rejectionReason, ifMatch, MSG.centreRejected);
  }

  @Put(':id/query')
  @AdminOnly('centres.review')
  @IF_MATCH
  @ApiOperation({ summary: 'Ask the centre for more information; emails the query details' })
  async query(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: QueryDto, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'query', dto.queryDetails, ifMatch, MSG.querySent);
  }

  @Put(':id/reset')
  @AdminOnly('centres.review')
  @IF_MATCH
  @ApiOperation({ summary: 'Reset to pending with a reason (clears approval dates, reasons and instructions; the history keeps them)' })
  async reset(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: ResetDto, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'reset', dto.resetReason, ifMatch, MSG.centreReset);
  }

  @Post(':id/repost-to-autotest')
  @HttpCode(200)
  @AdminOnly('centres.review')
  @IF_MATCH
  @ApiOperation({ summary: 'Put an autotest-approved centre back on the autotest dashboard (status unchanged, no email)' })
  async repost(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Headers('if-match') ifMatch?: string) {
    return this.act(admin, id, 'repost-to-autotest', null, ifMatch, MSG.repostedToAutotest);
  }

  @Post(':id/resend-registration-approval')
  @HttpCode(200)
  @AdminOnly('centres.review')
  @ApiOperation({ summary: 'Email the registration approval again (registration or autotest approved centres)' })
  async resendRegistration(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.review.resend(admin, id, 'registration'), MSG.registrationEmailResent);
  }

  @Post(':id/resend-autotest-approval')
  @HttpCode(200)
  @AdminOnly('centres.review')
  @ApiOperation({ summary: 'Email the autotest approval again (autotest approved centres)' })
  async resendAutotest(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.review.resend(admin, id, 'autotest'), MSG.autotestEmailResent);
  }

  private async act(admin: AdminPrincipal, id: string, action: CentreAction, text: string | null, ifMatch: string | undefined, message: string) {
    return ok(await this.review.act(admin, id, action, text, expectedVersion(ifMatch)), message);
  }
}
