import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ACCREDITATION_STANDINGS, isInGoodStanding, liveStanding } from '#contracts';
import { inGoodStandingSql, liveStandingSql } from '../../libs/accreditation/src/workflow/good-standing-sql.js';
import { accreditedCentre } from '../support/accreditation-factories.js';
import { superAdminToken } from '../support/factories.js';
import { createAdmin, roles } from '../support/factories.js';
import { accreditedExport, publicRegister, review, verifyLetter } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * One notion of good standing (docs/TRUST.md "Good standing"): a centre accredited and then sent back
 * by a query or a reset is `withdrawn` on every list, count, export and public answer alike, and
 * stands again everywhere once it is approved for autotest again.
 */
describe('good standing: one answer for every list, count, export and public answer', () => {
  let app: TestApp;
  let su: string;
  let national: string;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
    national = (await createAdmin(app, { roles: roles.national() })).token!;
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  }, 60_000);

  const letterCode = async (accreditationId: string): Promise<string> => {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await app.db!.query('SELECT letter_code FROM accreditations WHERE id = $1 AND letter_stored_name IS NOT NULL', [accreditationId]);
      if (rows[0]?.letter_code) return rows[0].letter_code;
      if (Date.now() > deadline) throw new Error('no letter');
      await new Promise((r) => setTimeout(r, 150));
    }
  };
  const listRow = async (reference: string, standing?: string) => {
    const res = await app.request('GET', `/api/accreditation/centres?search=${reference}${standing ? `&standing=${standing}` : ''}`, { token: su });
    expect(res.status).toBe(200);
    return (res.body.data.centres as Array<Record<string, any>>)[0] ?? null;
  };
  /** The stats are cached for a moment: asked until they show the expected counts. */
  const statsUntil = async (expected: Record<string, number>) => {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const stats = (await app.request('GET', '/api/accreditation/stats', { token: su })).body.data;
      if (Object.entries(expected).every(([k, v]) => stats[k] === v) || Date.now() > deadline) return stats;
      await new Promise((r) => setTimeout(r, 250));
    }
  };

  /** What every reader says of the centre: verify, the list (with its standing filter), the stats, the export and the register. */
  async function everywhere(centre: { id: string; reference: string }, code: string, name: string, expected: 'accredited' | 'withdrawn', counts: Record<string, number>) {
    expect((await verifyLetter(app, code)).body.data.status).toBe(expected);
    expect((await listRow(centre.reference))?.accreditation).toMatchObject({ standing: expected });
    expect(await listRow(centre.reference, expected)).not.toBeNull();
    expect(await listRow(centre.reference, expected === 'accredited' ? 'withdrawn' : 'accredited')).toBeNull();
    expect(await statsUntil(counts)).toMatchObject(counts);
    expect((await accreditedExport(app, su)).map((r) => r['Reference Number']).includes(centre.reference)).toBe(expected === 'accredited');
    expect((await publicRegister(app)).map((e) => e.centreName).includes(name)).toBe(expected === 'accredited');
  }

  it('a queried, then a reset centre is withdrawn everywhere; approved for autotest again, it stands everywhere again', async () => {
    const { centre, accreditation } = await accreditedCentre(app, { state: 'Lagos' });
    const code = await letterCode(accreditation.id);
    const name = accreditation.snapshot.CentreName as string;
    await everywhere(centre, code, name, 'accredited', { fullyAccredited: 1, withdrawn: 0 });

    expect((await review(app, su, centre.id, 'query')).status).toBe(200);
    await everywhere(centre, code, name, 'withdrawn', { fullyAccredited: 0, withdrawn: 1 });
    // The export has no row to give: the screen's "nothing to export" and the file agree.
    expect(await accreditedExport(app, su)).toEqual([]);

    expect((await review(app, su, centre.id, 'approve')).status).toBe(200);
    expect((await review(app, national, centre.id, 'approve-autotest')).status).toBe(200);
    await everywhere(centre, code, name, 'accredited', { fullyAccredited: 1, withdrawn: 0 });

    expect((await review(app, su, centre.id, 'reset')).status).toBe(200);
    await everywhere(centre, code, name, 'withdrawn', { fullyAccredited: 0, withdrawn: 1 });
  });

  it('the SQL twin answers as liveStanding and isInGoodStanding do, for every standing and centre status', async () => {
    const statuses = ['pending', 'registration_approved', 'autotest_approved', 'query', 'rejected'];
    for (const standing of [...ACCREDITATION_STANDINGS, null]) {
      for (const status of statuses) {
        for (const accreditationStatus of ['approved', 'rejected']) {
          const { rows } = await app.db!.query(
            `SELECT ${liveStandingSql('a.standing', 'c.status')} AS live, ${inGoodStandingSql('a', 'c')} AS good
               FROM (SELECT $1::text AS standing, $3::text AS status) a, (SELECT $2::text AS status) c`,
            [standing, status, accreditationStatus],
          );
          expect({ standing, status, accreditationStatus, live: rows[0].live, good: !!rows[0].good }).toEqual({
            standing,
            status,
            accreditationStatus,
            live: liveStanding(standing, status),
            good: accreditationStatus === 'approved' && isInGoodStanding(standing, status),
          });
        }
      }
    }
  });
});
