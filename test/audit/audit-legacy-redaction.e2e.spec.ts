import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditHash } from '../../libs/audit/src/chain/audit-hash.js';
import { superAdminToken } from '../support/factories.js';
import { newIdentity } from '../support/lifecycle-api.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * Entries written before the audit vault hold personal values in their hashed bodies (docs/TRUST.md
 * "Personal data in the audit log"). An erasure redacts such an entry in place after checking it,
 * attests the redacted form in its own chained entry, and verify stays intact; an edit of the
 * redacted entry afterwards is still named.
 */
describe('audit: erasure of entries written before the vault', () => {
  let app: TestApp;
  let su: string;
  const verify = async () => (await app.request('GET', '/api/audit/verify', { token: su })).body.data;

  beforeAll(async () => {
    app = await startTestApp();
    su = await superAdminToken(app);
  }, 90_000);
  afterAll(async () => {
    await app?.close();
  });

  it('redacts an older entry naming the centre, keeps the chain verifying, and names a later edit of it', async () => {
    const identity = newIdentity('Lagos');
    const name = `Legacy Person ${Date.now().toString(36)}`;
    expect((await app.request('POST', '/api/school-registration/register', { body: { ...identity, AdminName: name, AdminNumber: '+2348031234567' } })).status).toBe(201);
    const [centre] = (await app.db!.query('SELECT id FROM centres WHERE admin_email = $1', [identity.AdminEmail.toLowerCase()])).rows;
    const email = identity.AdminEmail.toLowerCase();

    // An entry as the portal wrote them before the vault: the values inside its HMAC, chained at the head.
    const client = await app.db!.connect();
    let legacyId: string;
    try {
      await client.query('BEGIN');
      const [head] = (await client.query('SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE')).rows;
      legacyId = String(Number(head.seq) + 1);
      const fields = {
        id: legacyId,
        at: new Date(Math.floor(Date.now())),
        actorType: 'anonymous',
        actorId: null,
        actorEmail: email,
        actorName: null,
        action: 'centre.contact_confirmed',
        targetType: 'centre',
        targetId: centre.id,
        centreId: centre.id,
        state: 'Lagos',
        changes: { adminName: { before: null, after: name } },
        data: { adminEmail: email, note: 'kept' },
        historyId: null,
        requestId: null,
        ip: '203.0.113.9',
        prevHash: head.hash,
      };
      const hash = auditHash(Buffer.from(app.env.AUDIT_KEY!, 'utf8'), fields);
      await client.query(
        `INSERT INTO audit_events (id, at, actor_type, actor_email, action, target_type, target_id, centre_id, state, changes, data, ip, prev_hash, hash)
         VALUES ($1, $2, 'anonymous', $3, $4, 'centre', $5::text, $5::uuid, 'Lagos', $6, $7, $8, $9, $10)`,
        [legacyId, fields.at, email, fields.action, centre.id, JSON.stringify(fields.changes), JSON.stringify(fields.data), fields.ip, head.hash, hash],
      );
      await client.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [legacyId, hash]);
      // The vault starts after it.
      await client.query('UPDATE audit_vault_start SET first_entry = $1 WHERE id = 1', [Number(legacyId) + 1]);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    expect(await verify()).toMatchObject({ intact: true });

    const erased = await app.request('POST', '/api/privacy/erasures', { token: su, body: { centreId: centre.id } });
    expect(erased.status).toBe(200);

    const [row] = (await app.db!.query('SELECT actor_email, changes, data, ip, hash FROM audit_events WHERE id = $1', [legacyId])).rows;
    expect(row).toMatchObject({ actor_email: '[erased]', changes: { adminName: { before: null, after: '[erased]' } }, data: { adminEmail: '[erased]', note: 'kept' }, ip: '[erased]' });
    const [attesting] = (await app.db!.query(`SELECT data FROM audit_events WHERE action = 'privacy.erased' AND centre_id = $1`, [centre.id])).rows;
    expect(Object.keys(attesting.data.redactedEntries)).toEqual([legacyId]);
    expect(await verify()).toMatchObject({ intact: true });

    // The redaction is the only change the trigger lets through, and only inside an erasure's transaction.
    await expect(app.db!.query(`UPDATE audit_events SET data = '{"note":"softer"}' WHERE id = $1`, [legacyId])).rejects.toThrow(/append-only/);
    const owner = await app.db!.connect();
    try {
      await owner.query('BEGIN');
      await owner.query(`SELECT set_config('cbt.audit_redaction', 'on', true)`);
      await owner.query(`UPDATE audit_events SET data = '{"adminEmail":"[erased]","note":"softer"}' WHERE id = $1`, [legacyId]);
      await owner.query('COMMIT');
    } finally {
      owner.release();
    }
    // The entry is older than the checkpoint the verifications above signed: the full walk re-hashes it.
    const full = (await app.request('GET', '/api/audit/verify?full=true', { token: su })).body.data;
    expect(full).toMatchObject({ intact: false, firstBrokenId: legacyId, problem: expect.stringMatching(/redaction its erasure attested/) });
  }, 120_000);
});
