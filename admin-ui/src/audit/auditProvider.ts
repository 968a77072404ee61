import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, type DataProvider } from 'react-admin';
import { API_ROOT, storedToken } from '../api';

/** The audit log's resource; its list lives at /audit-events. */
export const AUDIT_EVENTS = 'audit-events';

/** ra-data-simple-rest against the server's endpoint in that dialect (sort, range, filter; Content-Range). */
export function auditDataProvider(): DataProvider {
  const httpClient = (url: string, options: fetchUtils.Options = {}) => {
    const headers = new Headers(options.headers ?? { Accept: 'application/json' });
    const token = storedToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetchUtils.fetchJson(url, { ...options, headers });
  };
  return simpleRestProvider(`${API_ROOT}/audit`, httpClient);
}

const STANDARD = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/**
 * The console's provider with the audit resources routed to ra-data-simple-rest; every other
 * resource and the console's custom methods (transition, exportCsv...) stay as they are.
 */
export function withAuditResources<T extends DataProvider>(base: T, audit: DataProvider = auditDataProvider()): T {
  const routed = { ...base } as Record<string, unknown>;
  for (const method of STANDARD) {
    routed[method] = (resource: string, params: unknown) =>
      (resource === AUDIT_EVENTS ? (audit[method] as (r: string, p: unknown) => unknown) : (base[method] as (r: string, p: unknown) => unknown)).call(
        resource === AUDIT_EVENTS ? audit : base,
        resource,
        params,
      );
  }
  return routed as T;
}
