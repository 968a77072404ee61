import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CODE_SUBJECT, seedCentre } from '../support/centre-factories.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// A long model run found a sign-in code still unsent after 20 s: it waited behind thousands of
// deadline reminders on the one mail queue. Notices now have their own queue, and the outbox relay
// a lane of its own for single emails, so in both modes a code goes out while a backlog is sent.
const EVENTS = 120;
const PER_EVENT = 5;
const BACKLOG = EVENTS * PER_EVENT;
const isNotice = (m: { to: string[] }) => m.to.some((t) => t.endsWith('@backlog.test'));

describe.each([
  ['PostgreSQL + Redis', true],
  ['the default mode', false],
])('a sign-in code beside a backlog of notices (%s)', (_label, services) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ services });
  }, 120_000);
  afterAll(() => app?.close());

  it('is sent before the backlog, and the backlog is still sent in full', async () => {
    const centre = await seedCentre(app, { status: 'registration_approved' });
    // An import's notices as the import leaves them: EVENTS outbox events of PER_EVENT emails each.
    await app.db!.query(
      `INSERT INTO outbox_events (type, payload)
       SELECT 'centre.created_notices', jsonb_build_object('importJobId', 'backlog', 'notices',
              (SELECT jsonb_agg(jsonb_build_object('email', 'n' || e || '-' || i || '@backlog.test', 'centreName', 'Backlog Centre ' || e,
                                                   'reference', 'JAMB-2026-' || lpad((e * 100 + i)::text, 8, '0'), 'source', 'import'))
                 FROM generate_series(1, $2::int) i))
         FROM generate_series(1, $1::int) e`,
      [EVENTS, PER_EVENT],
    );
    expect((await app.request('POST', `/api/centre-registration/${centre.reference}/send-otp`)).status).toBe(200);

    await app.mail.waitFor((m) => m.to.includes(centre.email) && CODE_SUBJECT.test(m.subject), 30_000);
    const noticesFirst = app.mail.messages.filter(isNotice).length;
    expect(noticesFirst).toBeLessThan(BACKLOG / 2);

    const deadline = Date.now() + 90_000;
    while (app.mail.messages.filter(isNotice).length < BACKLOG && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 250));
      if ('scan' in app.mail) await app.mail.scan();
    }
    expect(app.mail.messages.filter(isNotice).length).toBe(BACKLOG);
  }, 180_000);
});
