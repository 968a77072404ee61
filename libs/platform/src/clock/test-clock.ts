import { Body, Controller, Get, HttpCode, Inject, Injectable, Module, Post, UseGuards, type CanActivate, type ExecutionContext, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { HARDENING3_MSG } from '#contracts';
import { PRINCIPAL_LOADER, type PrincipalLoader } from '../auth/principal.js';
import { bearerToken, TokenService } from '../auth/token.service.js';
import { ok } from '../http/envelope.js';
import { AppError } from '../http/app-error.js';
import { PeriodicWork } from '../queue/periodic-work.js';
import { clockOffsetMs, currentTime, setClockOffsetMs } from './clock.js';

const REFRESH_MS = 500;
const MAX_ADVANCE_MS = 5 * 366 * 24 * 3600_000;

/**
 * The movable clock of the test suites (TEST_CLOCK=1, never in production): the offset lives in the
 * database so every instance of a scaled-out test moves together, and each process reads it back
 * every half second.
 */
@Injectable()
export class TestClock implements OnModuleInit, OnModuleDestroy {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly periodic: PeriodicWork,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => {}), REFRESH_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    if (this.timer) clearInterval(this.timer);
  }

  /** Moves time forward and runs every periodic sweep, so what the new time means has happened on return. */
  async advance(ms: number): Promise<{ now: string; offsetMs: number }> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO clock_offset (id, offset_ms) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET offset_ms = clock_offset.offset_ms + $1 RETURNING offset_ms`,
      [ms],
    )) as Array<{ offset_ms: string }>;
    setClockOffsetMs(Number(row!.offset_ms));
    await this.periodic.runNow();
    return this.state();
  }

  state(): { now: string; offsetMs: number } {
    return { now: currentTime().toISOString(), offsetMs: clockOffsetMs() };
  }

  private async refresh(): Promise<void> {
    const [row] = (await this.dataSource.query('SELECT offset_ms FROM clock_offset WHERE id = 1')) as Array<{ offset_ms: string }>;
    setClockOffsetMs(row ? Number(row.offset_ms) : 0);
  }
}

/**
 * The clock's routes are outside the route table (apps/api bootstrap), so they get their own check:
 * a live super admin's token. Even in a test process an anonymous caller must not move deadlines
 * and expiries (docs/SECURITY.md, red-team pass 3).
 */
@Injectable()
export class SuperAdminOnlyGuard implements CanActivate {
  constructor(
    private readonly tokens: TokenService,
    @Inject(PRINCIPAL_LOADER) private readonly loader: PrincipalLoader,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const token = bearerToken(request.headers.authorization);
    const claims = token ? this.tokens.verify(token, 'admin') : null;
    const admin = claims ? await this.loader.loadAdmin(claims.sub, claims.ver ?? 0) : null;
    if (!admin) throw AppError.unauthenticated('Unauthorized access - you might need to login again');
    if (!admin.isSuperAdmin) throw AppError.forbidden(HARDENING3_MSG.onlySuperAdminMovesClock);
    return true;
  }
}

@ApiExcludeController()
@UseGuards(SuperAdminOnlyGuard)
@Controller('test/clock')
export class TestClockController {
  constructor(private readonly clock: TestClock) {}

  @Get()
  read() {
    return ok(this.clock.state());
  }

  /** { days?, hours? }: forward only, at most five years at once. */
  @Post()
  @HttpCode(200)
  async advance(@Body() body: unknown) {
    const raw = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {};
    const days = typeof raw.days === 'number' && Number.isFinite(raw.days) ? raw.days : 0;
    const hours = typeof raw.hours === 'number' && Number.isFinite(raw.hours) ? raw.hours : 0;
    const ms = Math.round((days * 24 + hours) * 3600_000);
    if (ms <= 0 || ms > MAX_ADVANCE_MS) throw AppError.validation([{ path: 'days', msg: 'Give days and/or hours: a positive amount of time, at most five years' }]);
    return ok(await this.clock.advance(ms));
  }
}

/** Imported by the API only when TEST_CLOCK=1 (apps/api composition). */
@Module({ controllers: [TestClockController], providers: [TestClock, SuperAdminOnlyGuard] })
export class TestClockModule {}
