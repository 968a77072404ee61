import { randomBytes } from 'node:crypto';
import { createAdmin, superAdminToken, uniqueEmail, type CreatedAdmin } from './factories.js';
import type { TestApp } from './test-app.js';

/** A centre made through the API (simple create), so its history entries reach the audit log as in use. */
export async function apiCentre(app: TestApp, state = 'Lagos', localGovernment = 'Ikeja', token?: string): Promise<{ id: string; reference: string; state: string }> {
  const tag = randomBytes(4).toString('hex');
  const res = await app.request('POST', '/api/centre-registration/simple', {
    token: token ?? (await superAdminToken(app)),
    body: {
      CentreName: `Audit Centre ${tag}`,
      GovernmentId: `RC-AU-${tag}`,
      AdminEmail: uniqueEmail('centre'),
      State: state,
      LocalGovernment: localGovernment,
      AdminName: 'Ada Obi',
      AdminNumber: '+2348012345678',
      ownershipType: 'Private Institution',
    },
  });
  if (res.status !== 201) throw new Error(`simple create failed: ${res.status} ${res.text} ${app.output().slice(-3000)}`);
  return { id: res.body.data.centre._id ?? res.body.data.centre.id, reference: res.body.data.referenceNumber, state };
}

/** A user holding the seeded auditor role, national or for the given states. */
export function auditor(app: TestApp, states?: string[]): Promise<CreatedAdmin> {
  return createAdmin(app, {
    roles: [{ type: 'auditor', level: states ? 'state' : 'national', assignedStates: states ?? [] }],
  });
}

/** Entries of the log matching a query string, as the given reader sees them. */
export async function auditEvents(app: TestApp, token: string, query = ''): Promise<any[]> {
  const res = await app.request('GET', `/api/audit/events?limit=200${query ? `&${query}` : ''}`, { token });
  if (res.status !== 200) throw new Error(`audit events: ${res.status} ${res.text}`);
  return res.body.data.events;
}
