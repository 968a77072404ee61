import { Controller, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { CentreAccess } from '../centre/centre-access.js';
import { ActionHistory } from './action-history.js';

@ApiTags('admin centres')
@Controller('admin/schools')
export class ActionsController {
  constructor(
    private readonly access: CentreAccess,
    private readonly history: ActionHistory,
  ) {}

  @Get(':id/actions')
  @AdminOnly('centres.read')
  @ApiOperation({ summary: "The centre's action history, newest first (DECISIONS §5)" })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    const centre = await this.access.forAdmin(admin, id);
    return ok({ actions: await this.history.list(centre.id) });
  }
}
