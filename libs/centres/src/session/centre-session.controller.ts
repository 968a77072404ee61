import { Body, Controller, Get, Headers, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MSG, pickLanguage, SESSION_MSG } from '#contracts';
import { AppError, CentreOnly, CurrentCentre, ok, type CentrePrincipal } from '#platform';
import { CentreSessionService } from './centre-session.service.js';
import { CentreLoginDto, VerifyOtpDto } from './dto/verify-otp.dto.js';

@ApiTags('centre session')
@Controller('centre-registration')
export class CentreSessionController {
  constructor(private readonly sessions: CentreSessionService) {}

  // Declared before ':reference' routes of the same shape, so 'logout' is never read as a reference.
  @Post('logout')
  @HttpCode(200)
  @CentreOnly()
  @ApiOperation({ summary: "Sign the centre out: this token and every earlier one of the centre stop working (DECISIONS §9)" })
  async logout(@CurrentCentre() centre: CentrePrincipal) {
    await this.sessions.logout(centre);
    return ok(undefined, SESSION_MSG.signedOut);
  }

  @Get(':reference')
  @ApiParam({ name: 'reference', description: 'Case and surrounding spaces are ignored' })
  @ApiOperation({
    summary:
      'Find centre: { referenceNumber, centreName, status, statusLabel, maskedEmail } with pendingApproval and otpSent (always false: a GET sends nothing, DECISIONS §9) beside data; the screen asks for a code with POST send-otp. 404 "Centre not found"',
  })
  async find(@Param('reference') reference: string, @Ip() ip: string) {
    const found = await this.sessions.find(reference, ip);
    return ok(found.data, found.message, { pendingApproval: found.pendingApproval, otpSent: found.otpSent, retryAfterSeconds: found.retryAfterSeconds });
  }

  @Post(':ref/send-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a code: { retryAfterSeconds } until the next may be asked. 1 a minute, 5 an hour per (centre, client address): 429 with data.retryAfterSeconds. Earlier codes stay valid. The same answer for unknown and pending references, which get no code. Accept-Language (en, ha, yo, ig) picks the email language' })
  async sendOtp(@Param('ref') ref: string, @Ip() ip: string, @Headers('accept-language') language?: string) {
    return ok(await this.sessions.sendOtp(ref, ip, pickLanguage(language)), MSG.otpSentIfApproved);
  }

  @Post(':ref/verify-otp')
  @HttpCode(200)
  @ApiOperation({ summary: 'Trade a code for a centre session: { token, centre }. 400 "Invalid OTP" with data.triesLeft for a wrong code; any live code of the centre is accepted; a code is void after 5 wrong tries from the client that asked for it (and separately 5 from anyone else), after 10 minutes and once one is used. Accept-Language becomes the centre language' })
  async verifyOtp(@Param('ref') ref: string, @Body() dto: VerifyOtpDto, @Ip() ip: string, @Headers('accept-language') language?: string) {
    return ok(await this.sessions.verify(ref, dto.otp, ip, pickLanguage(language)), MSG.centreVerified);
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
