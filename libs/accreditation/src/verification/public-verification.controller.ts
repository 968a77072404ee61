import { Controller, Get, Ip, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ok } from '#platform';
import { AccreditedRegisterService } from './accredited-register.service.js';
import { LetterVerificationService } from './letter-verification.service.js';

@ApiTags('public accreditation')
@Controller('public')
export class PublicVerificationController {
  constructor(
    private readonly verification: LetterVerificationService,
    private readonly register: AccreditedRegisterService,
  ) {}

  @Get('verify/:code')
  @ApiParam({ name: 'code', description: 'The code printed on the letter, e.g. ABCD-EFGH-JKMN; case, dashes and spaces are ignored' })
  @ApiOperation({
    summary:
      'Checks an accreditation letter (no token; rate limited): { genuine, code, centreName, state, localGovernment, accreditedAt, issuedAt, status: accredited | withdrawn, statusLabel }. The status is as of now. 404 "No accreditation letter matches this code"',
  })
  async verify(@Param('code') code: string, @Ip() ip: string) {
    return ok(await this.verification.verify(code, ip));
  }

  @Get('accredited-centres')
  @ApiQuery({ name: 'state', required: false, description: 'One of the 36 states or the FCT; any spelling findState accepts' })
  @ApiQuery({ name: 'page', required: false, description: 'From 1' })
  @ApiQuery({ name: 'limit', required: false, description: '1 to 100 (clamped), default 20' })
  @ApiQuery({ name: 'near', required: false, description: 'latitude,longitude (decimal degrees): nearest first, each with distanceKm; centres without a declared position after' })
  @ApiOperation({
    summary:
      'The public register of accredited centres (no token; rate limited), newest accreditation first, or nearest first with ?near=lat,lng: { centres: [{ id, centreName, state, localGovernment, accreditedAt, standing, underAppeal, validUntil, distanceKm? }], pagination }. 400 for an unknown state or a near that does not parse',
  })
  async accredited(@Query() query: Record<string, unknown>, @Ip() ip: string) {
    return ok(await this.register.page(query, ip));
  }
}
