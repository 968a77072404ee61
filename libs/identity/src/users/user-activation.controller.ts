import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SECURITY_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { UserActivationService } from './user-activation.service.js';

@ApiTags('users')
@Controller('user')
export class UserActivationController {
  constructor(private readonly activation: UserActivationService) {}

  @Post(':id/deactivate')
  @HttpCode(200)
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Deactivate a user without deleting them: signed out at once, no sign-in until reactivated' })
  async deactivate(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.activation.deactivate(admin, id), SECURITY_MSG.userDeactivated);
  }

  @Post(':id/reactivate')
  @HttpCode(200)
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Reactivate a deactivated user; they sign in with their current password' })
  async reactivate(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.activation.reactivate(admin, id), SECURITY_MSG.userReactivated);
  }
}
