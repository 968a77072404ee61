import { Body, Controller, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, DeniedWith, ok, type AdminPrincipal } from '#platform';
import { AccreditationConfigService } from './accreditation-config.service.js';
import { ConfigEditorGuard } from './config-editor.guard.js';
import { SaveConfigDto } from './save-config.dto.js';

@ApiTags('accreditation')
@Controller('accreditation/config')
export class AccreditationConfigController {
  constructor(private readonly configs: AccreditationConfigService) {}

  @Get()
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: 'The active (newest) configuration; 404 when none was ever saved' })
  async active() {
    return ok(await this.configs.activeView());
  }

  @Get('defaults')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: "SPEC §9's starting point for a new configuration (3 default stages)" })
  defaults() {
    return ok(this.configs.defaults());
  }

  @Get('versions')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: 'Every saved version, newest first' })
  async versions() {
    return ok(await this.configs.versions());
  }

  @Get('versions/:version')
  @AdminOnly('accreditation.read')
  @ApiOperation({ summary: 'One saved version (older ones stay readable: running accreditations use them)' })
  async version(@Param('version') version: string) {
    return ok(await this.configs.version(version));
  }

  // UseGuards is listed above AdminOnly so it runs after AdminAuthGuard, which signs the admin in.
  @Post()
  @UseGuards(ConfigEditorGuard)
  @AdminOnly('accreditation.configure')
  @DeniedWith(MSG.onlySuperAdminConfig)
  @ApiOperation({ summary: 'Save a new version, which becomes the active one (super admin)' })
  async save(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: SaveConfigDto) {
    return ok(await this.configs.save(admin, dto), MSG.configSaved);
  }
}
