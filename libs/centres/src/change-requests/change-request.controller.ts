import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { IDENTITY_FIELDS, TRUST_MSG } from '#contracts';
import { AdminOnly, CentreOnly, CurrentAdmin, CurrentCentre, ok, type AdminPrincipal, type CentrePrincipal } from '#platform';
import { ChangeRequestService } from './change-request.service.js';

const REQUEST_BODY = ApiBody({
  description: `Any of the approved identity fields (${IDENTITY_FIELDS.join(', ')}) with its new value, and an optional reason. A new State needs a LocalGovernment of it.`,
  schema: {
    type: 'object',
    properties: { ...Object.fromEntries(IDENTITY_FIELDS.map((f) => [f, { type: 'string' }])), reason: { type: 'string', maxLength: 2000 } },
  },
});

/** DECISIONS §8: the centre asks for a change of its approved identity (centre token). */
@ApiTags('centre registration')
@Controller('centre-registration/:ref/change-requests')
export class CentreChangeRequestController {
  constructor(private readonly requests: ChangeRequestService) {}

  @Get()
  @CentreOnly()
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: "The centre's identity change requests, newest first" })
  async list(@CurrentCentre() session: CentrePrincipal) {
    return ok(await this.requests.forCentreSession(session));
  }

  @Post()
  @CentreOnly()
  @REQUEST_BODY
  @ApiParam({ name: 'ref', description: "The session's own reference (any other is 403)" })
  @ApiOperation({
    summary:
      'Ask the council to change approved identity fields (201). 409 before registration approval (edit the registration instead) or while another request waits; 400 when nothing changes or a value is invalid',
  })
  async create(@CurrentCentre() session: CentrePrincipal, @Body() body: unknown) {
    return ok(await this.requests.request(session, body), TRUST_MSG.changeRequestSent);
  }
}

/** The admin side: the requests on the centre detail, approved or declined by an admin in scope. */
@ApiTags('admin centres')
@Controller('admin/schools/:id/change-requests')
export class AdminChangeRequestController {
  constructor(private readonly requests: ChangeRequestService) {}

  @Get()
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "The centre's identity change requests, newest first" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.requests.forAdmin(admin, id));
  }

  @Put(':requestId/approve')
  @AdminOnly('centres.review')
  @ApiBody({ schema: { type: 'object', properties: { reason: { type: 'string', description: 'Optional note to the centre' } } } })
  @ApiOperation({ summary: 'Approve a pending change request: the centre record takes the new values (history entry, email to the centre). 409 once decided' })
  async approve(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Param('requestId') requestId: string, @Body() body: unknown) {
    return ok(await this.requests.decide(admin, id, requestId, 'approve', body), TRUST_MSG.changeRequestApproved);
  }

  @Put(':requestId/decline')
  @AdminOnly('centres.review')
  @ApiBody({ schema: { type: 'object', required: ['reason'], properties: { reason: { type: 'string' } } } })
  @ApiOperation({ summary: 'Decline a pending change request with a reason (history entry, email to the centre). 409 once decided' })
  async decline(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Param('requestId') requestId: string, @Body() body: unknown) {
    return ok(await this.requests.decide(admin, id, requestId, 'decline', body), TRUST_MSG.changeRequestDeclined);
  }
}
