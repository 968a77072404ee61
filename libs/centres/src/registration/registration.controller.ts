import { Body, Controller, Get, HttpCode, Param, Post, Req } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { MSG } from '#contracts';
import { AppError, CentreOnly, CurrentCentre, normaliseReference, ok, type CentrePrincipal } from '#platform';
import { asRawBody, parseCentreBody } from './centre-body.js';
import { DetailedRegistrationService } from './detailed-registration.service.js';
import { DetailedRegistrationDto } from './dto/detailed-registration.dto.js';

type MaybeMultipart = FastifyRequest & { isMultipart?: () => boolean };

/** The form names its centre (ReferenceNumber, or an alias); when it does, it must be the session's own. */
function assertOwnCentre(session: CentrePrincipal, body: unknown): void {
  const raw = asRawBody(body);
  const value = raw.ReferenceNumber ?? raw.registrationNumber ?? raw.referenceNumber;
  if (value === undefined || value === null || value === '') return;
  if (typeof value !== 'string' || normaliseReference(value) !== session.reference) throw AppError.forbidden(MSG.sessionOtherCentre);
}

@ApiTags('centre registration')
@Controller('centre-registration')
export class RegistrationController {
  constructor(private readonly registrations: DetailedRegistrationService) {}

  @Get('centre/:reference')
  @CentreOnly()
  @ApiParam({ name: 'reference', description: "The session's own reference (any other is 403)" })
  @ApiOperation({ summary: "The session's centre with its uploadedDocuments (signed, expiring links)" })
  async centre(@CurrentCentre() session: CentrePrincipal) {
    return ok(await this.registrations.view(session));
  }

  @Post()
  @HttpCode(200)
  @CentreOnly()
  @ApiBody({ type: DetailedRegistrationDto })
  @ApiOperation({
    summary:
      'Save the detailed registration (SPEC §5; every field required; nothing is filled in for the centre (DECISIONS §10); alias names accepted). JSON only: multipart is 415, files go to /{reference}/upload. ReferenceNumber in the body must be the session\'s (403)',
  })
  save(@CurrentCentre() session: CentrePrincipal, @Body() body: unknown, @Req() request: MaybeMultipart) {
    return this.saveRegistration(session, body, request);
  }

  @Post('basic')
  @HttpCode(200)
  @CentreOnly()
  @ApiBody({ type: DetailedRegistrationDto })
  @ApiOperation({ summary: 'The same as POST /centre-registration' })
  saveBasic(@CurrentCentre() session: CentrePrincipal, @Body() body: unknown, @Req() request: MaybeMultipart) {
    return this.saveRegistration(session, body, request);
  }

  @Post(':ref/complete')
  @HttpCode(200)
  @CentreOnly()
  @ApiOperation({ summary: 'Mark registration complete (needs at least one document: 400). Idempotent: a second call answers 200 "Registration is already complete"' })
  async complete(@CurrentCentre() session: CentrePrincipal, @Param('ref') _ref: string) {
    const result = await this.registrations.complete(session);
    return ok(result.centre, result.alreadyComplete ? MSG.registrationAlreadyComplete : MSG.registrationCompleted);
  }

  private async saveRegistration(session: CentrePrincipal, body: unknown, request: MaybeMultipart) {
    // One way in for files keeps their checks in one place (the upload endpoint).
    if (request.isMultipart?.()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', MSG.registrationAsJson);
    assertOwnCentre(session, body);
    const dto = await parseCentreBody(DetailedRegistrationDto, body);
    return ok(await this.registrations.save(session, dto), MSG.registrationSaved);
  }
}
