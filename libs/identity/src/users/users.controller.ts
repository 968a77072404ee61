import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { AddRoleDto } from './dto/add-role.dto.js';
import { CreateUserDto } from './dto/create-user.dto.js';
import { ResetUserPasswordDto } from './dto/reset-user-password.dto.js';
import { UpdateUserDto } from './dto/update-user.dto.js';
import { UsersService } from './users.service.js';

/** A page number or size from the query string: anything unreadable falls back, anything out of range is clamped. */
export function pageParam(raw: string | undefined, fallback: number, max: number): number {
  const value = Number.parseInt(raw ?? '', 10);
  return Number.isFinite(value) ? Math.min(Math.max(value, 1), max) : fallback;
}

@ApiTags('users')
@Controller('user')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('all')
  @AdminOnly('users.read')
  @ApiOperation({ summary: 'List users, newest first: every user for a national reader, else the users whose roles all lie in its states' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100, default 10' })
  async list(@CurrentAdmin() admin: AdminPrincipal, @Query('page') page?: string, @Query('limit') limit?: string) {
    const result = await this.users.list(admin, pageParam(page, 1, 1_000_000), pageParam(limit, 10, 100));
    return ok(result.users, undefined, { pagination: result.pagination });
  }

  // Declared after 'all' so that path stays the list; an id that is not a UUID is 404, never a 5xx.
  @Get(':id')
  @AdminOnly('users.read')
  @ApiOperation({ summary: 'One user, as the list shows it; 404 outside the reader\'s states' })
  async one(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    return ok(await this.users.get(admin, id));
  }

  @Post()
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Create a user; national admins create state-level users only' })
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: CreateUserDto) {
    return ok(await this.users.create(admin, dto), MSG.userCreated);
  }

  @Put(':id')
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Edit a user (the password cannot be changed here)' })
  async update(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: UpdateUserDto) {
    return ok(await this.users.update(admin, id, dto), MSG.userUpdated);
  }

  @Delete(':id')
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Delete a user (super admins cannot be deleted)' })
  async remove(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string) {
    await this.users.remove(admin, id);
    return ok(undefined, MSG.userDeleted);
  }

  @Post(':id/reset-password')
  @HttpCode(200)
  @AdminOnly('users.manage')
  @ApiOperation({ summary: "Set a user's password; they must change it at next sign-in" })
  async resetPassword(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: ResetUserPasswordDto) {
    const email = await this.users.resetPassword(admin, id, dto.newPassword);
    return ok(undefined, MSG.passwordResetFor(email));
  }

  @Post(':id/roles')
  @HttpCode(200)
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Add a role type to a user' })
  async addRole(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() dto: AddRoleDto) {
    return ok(await this.users.addRole(admin, id, dto), MSG.roleAdded);
  }

  @Delete(':id/roles/:role')
  @AdminOnly('users.manage')
  @ApiOperation({ summary: 'Remove a role type from a user (never the last one)' })
  async removeRole(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Param('role') role: string) {
    return ok(await this.users.removeRole(admin, id, role), MSG.roleRemoved);
  }
}
