import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { PRIVACY_MSG } from '#contracts';
import { AdminOnly, CurrentAdmin, ok, type AdminPrincipal } from '#platform';
import { PrivacyRequestsService } from './privacy-requests.service.js';

/** Checked by the service (every problem at once); @Allow keeps the fields through the whitelist. */
class PrivacyRequestBody {
  @Allow() kind?: unknown;
  @Allow() name?: unknown;
  @Allow() email?: unknown;
  @Allow() centre?: unknown;
  @Allow() details?: unknown;
  @Allow() language?: unknown;
}
class ConfirmBody {
  @Allow() token?: unknown;
}
class AnswerBody {
  @Allow() answer?: unknown;
}
class RejectBody {
  @Allow() reasons?: unknown;
}

/** A person without an account asks about their data (DECISIONS §10, Personal data). */
@ApiTags('privacy')
@Controller('public/privacy-requests')
export class PublicPrivacyRequestsController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'A request { kind: access|rectification|erasure|objection, name, email, centre, details, language }: stored unconfirmed, a one-use link emailed' })
  async submit(@Body() body: PrivacyRequestBody, @Ip() ip: string) {
    return ok(await this.requests.submit(body as Record<string, unknown>, ip), PRIVACY_MSG.received);
  }

  @Post('confirm')
  @HttpCode(200)
  @ApiOperation({ summary: 'Opens the emailed link { token }: the request opens and its statutory deadline is set (single use, 72 hours)' })
  async confirm(@Body() body: ConfirmBody, @Ip() ip: string) {
    return ok(await this.requests.confirm(body.token, ip), PRIVACY_MSG.confirmed);
  }
}

/** The data protection officer's Requests screen. */
@ApiTags('privacy')
@Controller('admin/privacy-requests')
export class PrivacyRequestsController {
  constructor(private readonly requests: PrivacyRequestsService) {}

  @Get()
  @AdminOnly('privacy.requests')
  @ApiOperation({ summary: 'Requests, open ones first by deadline (?status=&overdue=true|false&page=&limit=)' })
  async list(@Query() query: Record<string, unknown>) {
    return ok(await this.requests.list(query));
  }

  @Get(':id')
  @AdminOnly('privacy.requests')
  @ApiOperation({ summary: 'One request with its deadline and history' })
  async one(@Param('id') id: string) {
    return ok(await this.requests.get(id));
  }

  @Post(':id/answer')
  @HttpCode(200)
  @AdminOnly('privacy.requests')
  @ApiOperation({ summary: 'Answers { answer }: emailed to the requester in their language; the request closes (audited)' })
  async answer(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: AnswerBody) {
    return ok(await this.requests.answer(admin, id, body as Record<string, unknown>));
  }

  @Post(':id/reject')
  @HttpCode(200)
  @AdminOnly('privacy.requests')
  @ApiOperation({ summary: 'Rejects { reasons }: emailed to the requester in their language; the request closes (audited)' })
  async reject(@CurrentAdmin() admin: AdminPrincipal, @Param('id') id: string, @Body() body: RejectBody) {
    return ok(await this.requests.reject(admin, id, body as Record<string, unknown>));
  }
}
