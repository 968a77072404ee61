import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { API_ROOT, storedToken } from '../api';

/**
 * ra-data-simple-rest for the lists this project designs itself (bulk jobs and their centres, import
 * jobs, and any new list): `sort`, `range` and `filter` in the query string, the total in Content-Range.
 * SPEC's endpoints stay with the centre provider (dataProvider.ts); both are one provider there.
 */
export const SIMPLE_REST_ROOT = `${API_ROOT}/admin`;

/** Bulk uploads as a react-admin resource (GET /api/admin/import-jobs and /{id}). */
export const IMPORT_JOBS = 'import-jobs';

/** The read log of staff reads of centres' personal data (GET /api/admin/centre-reads), for the data protection officer. */
export const CENTRE_READS = 'centre-reads';

/** The resources served in the simple-rest dialect; a bulk job's centres are `bulk-actions/{jobId}/items`. */
export function isSimpleRestResource(resource: string): boolean {
  return resource === 'bulk-actions' || resource === IMPORT_JOBS || resource === CENTRE_READS || /^bulk-actions\/[0-9a-f-]{36}\/items$/i.test(resource);
}

/** The bearer token on every call, and the portal's envelope `{ success, data }` opened for react-admin. */
export async function envelopeClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = storedToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetchUtils.fetchJson(url, { ...options, headers });
  const envelope = response.json as { data?: unknown } | null;
  return { ...response, json: envelope && typeof envelope === 'object' && 'data' in envelope ? envelope.data : envelope };
}

export const simpleRest: DataProvider = simpleRestProvider(SIMPLE_REST_ROOT, envelopeClient);
