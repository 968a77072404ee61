import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { NESTED_CONNECTION_REPORT, reportNestedConnections } from '#platform';
import { TEST_PG_ADMIN_URL } from '../support/test-database.js';

/** What the suites' servers report: work in a transaction that takes a second pooled connection. */
describe('the nested-connection report of test processes', () => {
  const reports: string[] = [];
  let dataSource: DataSource;

  beforeAll(async () => {
    reportNestedConnections((line) => reports.push(line));
    dataSource = await new DataSource({ type: 'postgres', url: TEST_PG_ADMIN_URL, extra: { max: 2 } }).initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  it('stays quiet for work through the transaction, and outside any transaction', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await manager.transaction((inner) => inner.query('SELECT 2'));
    });
    await dataSource.query('SELECT 3');
    expect(reports).toEqual([]);
  });

  it('names a read that leaves the transaction for the pool', async () => {
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT 1');
      await dataSource.query('SELECT 2');
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toContain(NESTED_CONNECTION_REPORT);
    expect(reports[0]).toContain('nested-connection-check.spec');
  });
});
