import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SUPERADMIN_ROLE } from '#contracts';
import { announce, APP_CONFIG, type AppConfig } from '#platform';
import { hashPassword } from '../auth/password-hasher.js';
import { User } from './user.entity.js';

export interface CreatedSuperAdmin {
  email: string;
  password: string;
  shouldResetPassword: boolean;
}

/** Inserts a super admin; used at first start and by the CLI. */
export async function createSuperAdmin(
  dataSource: DataSource,
  input: { email: string; password: string; firstName?: string; lastName?: string; shouldResetPassword: boolean },
): Promise<User> {
  const repo = dataSource.getRepository(User);
  return repo.save(
    repo.create({
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName ?? 'Super',
      lastName: input.lastName ?? 'Admin',
      gender: null,
      passwordHash: await hashPassword(input.password),
      roles: [{ type: SUPERADMIN_ROLE, level: 'national', assignedStates: [] }],
      shouldResetPassword: input.shouldResetPassword,
    }),
  );
}

/**
 * DECISIONS §3: when no user exists at start, create the first super admin from
 * SUPERADMIN_EMAIL/SUPERADMIN_PASSWORD, or admin@localhost with a random password printed once
 * that must be changed at first login. An advisory lock keeps two starting processes from both doing it.
 */
@Injectable()
export class BootstrapSuperAdmin implements OnApplicationBootstrap {
  private readonly logger = new Logger('bootstrap');

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const created = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(814201)');
      const [{ count }] = await manager.query('SELECT count(*)::int AS count FROM users');
      if (count > 0) return null;
      const fromEnv = this.config.superAdminEmail !== null && this.config.superAdminPassword !== null;
      const email = this.config.superAdminEmail ?? 'admin@localhost';
      const password = this.config.superAdminPassword ?? randomBytes(12).toString('base64url');
      const repo = manager.getRepository(User);
      await repo.save(
        repo.create({
          email,
          firstName: 'Super',
          lastName: 'Admin',
          gender: null,
          passwordHash: await hashPassword(password),
          roles: [{ type: SUPERADMIN_ROLE, level: 'national', assignedStates: [] }],
          shouldResetPassword: !fromEnv,
        }),
      );
      return { email, password, fromEnv };
    });
    if (!created) return;
    if (created.fromEnv) {
      this.logger.log(`first super admin created from SUPERADMIN_EMAIL: ${created.email}`);
    } else {
      // Printed once, to the console only, as DECISIONS §3 asks; it must be changed at first login.
      announce(
        this.config.logFormat,
        'First super admin created. Open this address and sign in:',
        [
          ['open', `${this.config.publicUrl}/login`],
          ['email', created.email],
          ['password', created.password],
        ],
        ['You will be asked to choose a new password.', 'This password is not shown again.'],
        { url: `${this.config.publicUrl}/login`, email: created.email, password: created.password },
      );
    }
  }
}
