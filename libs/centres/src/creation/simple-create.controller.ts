import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { SimpleCentreDto } from './dto/simple-centre.dto.js';
import { SimpleCreateService } from './simple-create.service.js';

@ApiTags('centre-registration')
@Controller('centre-registration')
export class SimpleCreateController {
  constructor(private readonly service: SimpleCreateService) {}

  /** SPEC §7 writes this path with a doubled /api segment, a client bug (DECISIONS §1): only /api/centre-registration/simple is served. */
  @Post('simple')
  @AdminOnly('centres.create')
  @ApiOperation({
    summary: 'Create a centre directly (admin). It starts approved for registration and its admin is emailed how to sign in at Find Centre.',
  })
  async create(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: SimpleCentreDto) {
    return ok(await this.service.create(admin, dto), MSG.centreCreatedShare);
  }
}
