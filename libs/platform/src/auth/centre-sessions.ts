import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * The token version of a centre (DECISIONS §9): every centre token carries the version of its
 * centre when it was issued, and is refused once the version moved on (the centre signed out, or
 * its admin email changed: a trigger moves it then, migration SessionsAndRegistrations). Read on
 * every centre request, from the database, so a sign-out holds on every instance at once.
 */
@Injectable()
export class CentreSessions {
  constructor(private readonly dataSource: DataSource) {}

  async version(centreId: string): Promise<number | null> {
    if (!/^[0-9a-f-]{36}$/i.test(centreId)) return null;
    const rows = (await this.dataSource.query(`SELECT token_version FROM centres WHERE id = $1`, [centreId])) as Array<{ token_version: number }>;
    return rows[0]?.token_version ?? null;
  }

  async isCurrent(centreId: string, tokenVersion: number | undefined): Promise<boolean> {
    return (await this.version(centreId)) === (tokenVersion ?? 0);
  }
}
