import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DUE_PROCESS_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { ConflictsService } from './conflicts.service.js';

/** DECISIONS §10: conflicts of interest, declared by each member of staff for themselves. */
@ApiTags('conflicts of interest')
@Controller('conflicts')
export class ConflictsController {
  constructor(private readonly conflicts: ConflictsService) {}

  @Post()
  @AdminOnly()
  @ApiBody({ schema: { type: 'object', required: ['reason'], properties: { centreId: { type: 'string', format: 'uuid' }, governmentId: { type: 'string' }, reason: { type: 'string', maxLength: 2000 } } } })
  @ApiOperation({ summary: 'Declare a conflict of interest with a centre or a GovernmentId (one of them): your decisions, approvals, visits and appeal decisions on it are then refused' })
  async declare(@CurrentAdmin() admin: AdminPrincipal, @Body() body: unknown) {
    return ok(await this.conflicts.declare(admin, body), DUE_PROCESS_MSG.conflictDeclaredOk);
  }

  @Get()
  @AdminOnly()
  @ApiOperation({ summary: "Your declared conflicts of interest (a super admin's answer holds everyone's)" })
  async list(@CurrentAdmin() admin: AdminPrincipal) {
    return ok(await this.conflicts.list(admin));
  }
}
