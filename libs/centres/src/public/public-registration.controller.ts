import { Body, Controller, Get, Headers, Ip, Param, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { MSG, pickLanguage } from '#contracts';
import { ok } from '#platform';
import { parseCentreBody } from '../registration/centre-body.js';
import { PreRegistrationDto } from './dto/pre-registration.dto.js';
import { PreRegistrationService } from './pre-registration.service.js';
import { StatusLookupService } from './status-lookup.service.js';

@ApiTags('public registration')
@Controller('school-registration')
export class PublicRegistrationController {
  constructor(
    private readonly registrations: PreRegistrationService,
    private readonly statuses: StatusLookupService,
  ) {}

  @Post('register')
  @ApiBody({ type: PreRegistrationDto, description: 'Older alias names (organizationName, rcNumber, emailAddress, phoneNumbers, contactAddress, lga) are accepted' })
  @ApiOperation({ summary: 'Pre-register a centre (pending); answers 201 { registrationNumber, email, possibleDuplicate, duplicateNotice? } (possibleDuplicate: another centre already has this Government/RC number; an admin decides) and emails a confirmation in the Accept-Language language (en, ha, yo, ig; the centre keeps it for its emails). 409 for a known Government/RC number + email; 429 when rate limited' })
  async register(@Body() body: unknown, @Ip() ip: string, @Headers('accept-language') language?: string) {
    const dto = await parseCentreBody(PreRegistrationDto, body);
    return ok(await this.registrations.register(dto, ip, pickLanguage(language)), MSG.preRegistered);
  }

  @Get('status/:registrationNumber')
  // The hottest public read appends nothing to the audit log: it needs no audit context.
  @RouteConfig({ auditContext: false })
  @ApiParam({ name: 'registrationNumber', description: 'Case and surrounding spaces are ignored' })
  @ApiOperation({
    summary:
      'Status look-up: schoolName, email, registrationDate, status, statusLabel, adminFeedback, rejectionReason, queryDetails, approval dates, isRegistrationComplete and a timeline of { step, state, date }; 404 "No registration found"',
  })
  async status(@Param('registrationNumber') registrationNumber: string, @Ip() ip: string) {
    return ok(await this.statuses.lookUp(registrationNumber, ip));
  }
}
