import { Body, Controller, Get, HttpCode, Ip, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { INVITATION_MSG, MSG, SESSION_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal, type TokenClaims } from '#platform';
import { AuthService } from './auth.service.js';
import { ChangePasswordDto } from './dto/change-password.dto.js';
import { ConfirmRegistrationDto } from './dto/confirm-registration.dto.js';
import { ForgotPasswordDto } from './dto/forgot-password.dto.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordLoginDto } from './dto/reset-password-login.dto.js';
import { ResetPasswordDto, ValidateResetTokenDto } from './dto/reset-password.dto.js';
import { PasswordResetService } from './password-reset.service.js';
import { RegistrationService } from './registration.service.js';
import { AcceptInvitationDto, InvitationTokenDto } from '../invitations/dto/invitation.dto.js';
import { StaffInvitationService } from '../invitations/staff-invitation.service.js';
import { ResetClaims, ResetSessionGuard } from './reset-session.guard.js';

// Centre sign-in (POST /auth/centre-login) belongs to the centres module, which owns the OTP.
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly resets: PasswordResetService,
    private readonly registrations: RegistrationService,
    private readonly invitations: StaffInvitationService,
  ) {}

  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Admin sign-in; a restricted token when the password must be reset first' })
  async login(@Body() dto: LoginDto, @Ip() ip: string) {
    return ok(await this.auth.login(dto.email, dto.password, ip), MSG.loggedIn);
  }

  @Post('register')
  @ApiOperation({ summary: 'Ask for an admin account without any role: the email gets a link; the account is made when it is opened (a super admin then grants access)' })
  async register(@Body() dto: RegisterDto, @Ip() ip: string) {
    // The same answer whether or not the email already has an account: no data, one message.
    await this.registrations.register(dto, ip);
    return ok(undefined, SESSION_MSG.registerCheckEmail);
  }

  @Post('confirm-registration')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open the emailed registration link { token }: the account is made (single use, 24 hours)' })
  async confirmRegistration(@Body() dto: ConfirmRegistrationDto, @Ip() ip: string) {
    await this.registrations.confirm(dto.token, ip);
    return ok(undefined, SESSION_MSG.registrationConfirmed);
  }

  @Post('invitation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an emailed staff invitation { token } can still be used, and for which email (72 hours, single use)' })
  async checkInvitation(@Body() dto: InvitationTokenDto, @Ip() ip: string) {
    return ok(await this.invitations.check(dto.token, ip), INVITATION_MSG.linkValid);
  }

  @Post('accept-invitation')
  @HttpCode(200)
  @ApiOperation({ summary: 'Choose the first password with an emailed staff invitation { token, newPassword }; the link is then spent' })
  async acceptInvitation(@Body() dto: AcceptInvitationDto, @Ip() ip: string) {
    await this.invitations.accept(dto.token, dto.newPassword, ip);
    return ok(undefined, INVITATION_MSG.passwordSet);
  }

  @Post('logout')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Sign out: this token and every earlier one of the account stop working' })
  async logout(@CurrentAdmin() admin: AdminPrincipal) {
    await this.auth.logout(admin);
    return ok(undefined, SESSION_MSG.signedOut);
  }

  @Get('profile')
  @AdminOnly()
  @ApiOperation({ summary: "The signed-in admin's profile; level is null while no role is granted" })
  profile(@CurrentAdmin() admin: AdminPrincipal) {
    return ok(this.auth.profile(admin));
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Email a reset link; the same answer whether or not the account exists' })
  async forgotPassword(@Body() dto: ForgotPasswordDto, @Ip() ip: string) {
    await this.resets.requestReset(dto.email, ip);
    return ok(undefined, MSG.resetLinkSent);
  }

  @Post('validate-reset-token')
  @HttpCode(200)
  @ApiOperation({ summary: 'Whether an emailed reset token can still be used' })
  async validateResetToken(@Body() dto: ValidateResetTokenDto, @Ip() ip: string) {
    await this.resets.validate(dto.token, ip);
    return ok({ valid: true }, MSG.resetTokenValid);
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a new password with an emailed token (single use)' })
  async resetPassword(@Body() dto: ResetPasswordDto, @Ip() ip: string) {
    await this.resets.reset(dto.token, dto.newPassword, ip);
    return ok(undefined, MSG.passwordResetSuccessful);
  }

  @Post('reset-password-login')
  @HttpCode(200)
  @UseGuards(ResetSessionGuard)
  @ApiBearerAuth('admin')
  @ApiOperation({ summary: 'Forced reset after sign-in, with the restricted token; answers a full session' })
  async resetPasswordLogin(@ResetClaims() claims: TokenClaims, @Body() dto: ResetPasswordLoginDto) {
    return ok(await this.auth.resetPasswordAtLogin(claims, dto.userId, dto.newPassword), MSG.passwordResetSuccessful);
  }

  @Post('change-password')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: "Change one's own password; other sessions end, this one gets a fresh token" })
  async changePassword(@CurrentAdmin() admin: AdminPrincipal, @Body() dto: ChangePasswordDto) {
    return ok(await this.auth.changePassword(admin, dto), MSG.passwordChanged);
  }
}
