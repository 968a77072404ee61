import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { ok } from '#platform';
import { AutotestAccess, CurrentAutotestCaller, type AutotestCaller } from './autotest-caller.guard.js';
import { AutotestService, pageParams } from './autotest.service.js';
import { AutotestResultDto } from './dto/autotest-result.dto.js';

@ApiTags('autotest')
@Controller('autotest')
export class AutotestController {
  constructor(private readonly autotest: AutotestService) {}

  @Get()
  @AutotestAccess({ admin: 'centres.read', centre: false })
  @ApiOperation({ summary: 'Centres approved for autotest, newest approval or repost first (admins: their states; X-Api-Key: all)' })
  @ApiQuery({ name: 'page', required: false })
  @ApiQuery({ name: 'limit', required: false, description: '10 to 1000, default 10' })
  async list(@CurrentAutotestCaller() caller: AutotestCaller, @Query('page') page?: unknown, @Query('limit') limit?: unknown) {
    const params = pageParams(page, limit);
    return ok(await this.autotest.list(caller, params.page, params.limit));
  }

  @Get('CentreDetails/:reference')
  @AutotestAccess({ admin: 'centres.read', centre: true })
  @ApiOperation({ summary: "A centre's autotest details (its own centre with a centre token)" })
  async details(@CurrentAutotestCaller() caller: AutotestCaller, @Param('reference') reference: string) {
    return ok(await this.autotest.details(caller, reference));
  }

  @Put('reference/:reference')
  @AutotestAccess({ admin: 'autotest.write', centre: false })
  @ApiOperation({ summary: 'Record the autotest result of a centre approved for autotest (X-Api-Key or a national admin)' })
  async record(@CurrentAutotestCaller() caller: AutotestCaller, @Param('reference') reference: string, @Body() dto: AutotestResultDto) {
    return ok(await this.autotest.record(caller, reference, dto), MSG.autotestResultSaved);
  }
}
