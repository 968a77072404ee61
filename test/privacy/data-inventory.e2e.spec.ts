import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DATA_INVENTORY, personalFields, renderProcessingRecord } from '#contracts';
import { createTestDatabase } from '../support/test-database.js';

/**
 * DECISIONS §10, Personal data: one inventory declares every column as personal or not. The schema
 * compared here is the real one, made by the migrations on an empty database, so a migration that
 * adds a column fails this file until the inventory classifies it.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SECRET = 's'.repeat(40);

describe('the data inventory', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let schema: Map<string, Set<string>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    await promisify(execFile)(process.execPath, [join(ROOT, 'dist/apps/api/src/cli.js'), 'migrate'], {
      env: { ...process.env, DATABASE_URL: db.url, JWT_SECRET: SECRET, LINK_SECRET: SECRET, AUDIT_KEY: SECRET, LOG_LEVEL: 'silent' },
    });
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const { rows } = await client.query<{ table_name: string; column_name: string }>(
      // A partition (the read log's months) has its parent's columns: the parent is classified once.
      `SELECT c.table_name, c.column_name FROM information_schema.columns c
         JOIN pg_class k ON k.relname = c.table_name AND k.relnamespace = 'public'::regnamespace
        WHERE c.table_schema = 'public' AND NOT k.relispartition`,
    );
    await client.end();
    schema = new Map();
    for (const { table_name, column_name } of rows) {
      if (!schema.has(table_name)) schema.set(table_name, new Set());
      schema.get(table_name)!.add(column_name);
    }
  }, 60_000);

  afterAll(async () => {
    await db?.drop();
  });

  it('classifies every column of every table the migrations make, as personal or not', () => {
    const unclassified = [...schema].flatMap(([table, columns]) =>
      [...columns].filter((column) => !DATA_INVENTORY[table]?.[column]).map((column) => `${table}.${column}`),
    );
    expect(unclassified).toEqual([]);
  });

  it('names no column the schema does not have', () => {
    const stale = Object.entries(DATA_INVENTORY).flatMap(([table, columns]) =>
      Object.keys(columns).filter((column) => !schema.get(table)?.has(column)).map((column) => `${table}.${column}`),
    );
    expect(stale).toEqual([]);
  });

  it('declares the contact people, staff and applicants the portal holds data of', () => {
    const names = personalFields().map((f) => `${f.table}.${f.column}`);
    expect(names).toEqual(expect.arrayContaining(['centres.admin_email', 'centres.admin_name', 'users.email', 'pending_registrations.email', 'file_chunks.data']));
  });

  it('docs/PROCESSING.md is the records of processing the inventory makes (npm run docs:processing)', () => {
    expect(readFileSync(join(ROOT, 'docs/PROCESSING.md'), 'utf8')).toBe(renderProcessingRecord());
  });
});
