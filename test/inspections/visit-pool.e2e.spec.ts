import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { seedCentre } from '../support/centre-factories.js';
import { createAdmin, roles, type CreatedAdmin } from '../support/factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const lagosToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

/**
 * Scheduling a visit decides who may inspect inside its transaction. Each candidate's power was read
 * through a second pooled connection while the transaction held the first: with as many schedulers
 * at once as the pool has connections, every transaction waited on the pool for its own reads until
 * the pool gave up (503). Read through the transaction, they all go through on a pool of two.
 */
describe('scheduling visits with a small connection pool', () => {
  let app: TestApp;
  let schedulers: CreatedAdmin[];

  beforeAll(async () => {
    app = await startTestApp({ env: { DB_POOL_SIZE: '2' } });
    schedulers = await Promise.all([0, 1, 2, 3].map((i) => createAdmin(app, { roles: roles.state(['Lagos']), firstName: `Scheduler${i}` })));
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it('schedules four visits at once, each by its own inspector, without exhausting the pool', async () => {
    const centres = await Promise.all(schedulers.map(() => seedCentre(app, { status: 'registration_approved' })));
    const answers = await Promise.all(
      schedulers.map((admin, i) =>
        app.request('POST', '/api/inspections/visits', { token: admin.token!, body: { centreId: centres[i]!.id, visitDate: lagosToday(), inspectorIds: [admin.id] } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
  }, 60_000);
});
