import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { CreateRoleDto } from './dto/create-role.dto.js';
import { UpdateRoleDto } from './dto/update-role.dto.js';
import { RolesService } from './roles.service.js';

@ApiTags('roles')
@Controller('roles')
export class RolesController {
  constructor(private readonly roles: RolesService) {}

  @Get()
  @AdminOnly('roles.read')
  @ApiOperation({ summary: 'List system roles (active only unless includeInactive=true)' })
  async list(@Query('includeInactive') includeInactive?: string) {
    return ok(await this.roles.list(includeInactive === 'true'));
  }

  @Get('active-names')
  @AdminOnly('roles.read')
  @ApiOperation({ summary: 'Active roles as picker options { value, label, category }' })
  async activeNames() {
    return ok(await this.roles.activeOptions());
  }

  @Post()
  @AdminOnly('roles.manage')
  @ApiOperation({ summary: 'Create a role giving only permissions the caller holds' })
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: CreateRoleDto) {
    return ok(await this.roles.create(admin, dto), MSG.roleCreated);
  }

  @Put(':id')
  @AdminOnly('roles.manage')
  @ApiOperation({ summary: 'Edit a role; its name never changes. System roles: super admin only; nobody edits a role they hold or gives a permission they lack' })
  async update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: UpdateRoleDto) {
    return ok(await this.roles.update(admin, id, dto), MSG.roleUpdated);
  }

  @Delete(':id')
  @AdminOnly('roles.manage')
  @ApiOperation({ summary: 'Deactivate a role; system roles cannot be (super admin)' })
  async deactivate(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.roles.deactivate(admin, id), MSG.roleDeactivated);
  }
}
