import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MSG } from '#contracts';
import { AppError, ok } from '#platform';
import { CentreSessionService } from './centre-session.service.js';
import { CentreLoginDto, VerifyOtpDto } from './dto/verify-otp.dto.js';

@ApiTags('centre session')
@Controller('centre-registration')
export class CentreSessionController {
  constructor(private readonly sessions: CentreSessionService) {}

  @Get(':reference')
  @ApiParam({ name: 'reference', description: 'Case and surrounding spaces are ignored' })
  @ApiOperation({
    summary:
      'Find centre: { referenceNumber, centreName, status, statusLabel, maskedEmail } with pendingApproval and otpSent beside data. Approved centres are emailed a code at once (within the send limits); 404 "Centre not found"',
  })
  async find(@Param('reference') reference: string, @Ip() ip: string) {
    const found = await this.sessions.find(reference, ip);
    return ok(found.data, found.message, { pendingApproval: found.pendingApproval, otpSent: found.otpSent });
  }

  @Post(':ref/send-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a code (1 a minute, 5 an hour per centre: 429). The same answer for unknown and pending references, which get no code' })
  async sendOtp(@Param('ref') ref: string, @Ip() ip: string) {
    await this.sessions.sendOtp(ref, ip);
    return ok(undefined, MSG.otpSentIfApproved);
  }

  @Post(':ref/verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade a code for a centre session: { token, centre }. 400 "Invalid OTP" for a wrong code; a code is void after 5 wrong tries, after 10 minutes and once used' })
  async verifyOtp(@Param('ref') ref: string, @Body() dto: VerifyOtpDto, @Ip() ip: string) {
    return ok(await this.sessions.verify(ref, dto.otp, ip), MSG.centreVerified);
  }
}

@ApiTags('centre session')
@Controller('auth')
export class CentreLoginController {
  constructor(private readonly sessions: CentreSessionService) {}

  @Post('centre-login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Centre sign-in with { referenceNumber, otp }, the same as verify-otp; a reference alone is refused (401)' })
  async login(@Body() dto: CentreLoginDto, @Ip() ip: string) {
    if (!dto.otp) throw AppError.unauthenticated(MSG.otpRequiredForLogin);
    return ok(await this.sessions.verify(dto.referenceNumber, dto.otp, ip), MSG.centreVerified);
  }
}
