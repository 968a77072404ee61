import type { BreachView, PrivacyHistoryEntry, PrivacyRequestView } from '@cbt/contracts';
import type { CreateParams, DataProvider, GetListParams, GetOneParams } from 'react-admin';
import { apiRequest, queryString } from '../api';

/** The data protection officer's resources (DECISIONS §10, Personal data; docs/PRIVACY.md). */
export const PRIVACY_REQUESTS = 'admin-privacy-requests';
export const PRIVACY_BREACHES = 'admin-privacy-breaches';

export type PrivacyRequestDetail = PrivacyRequestView & { history: PrivacyHistoryEntry[] };
export type BreachDetail = BreachView & { history: PrivacyHistoryEntry[]; notice: string };

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export const privacyProvider: Pick<DataProvider, 'getList' | 'getOne' | 'create'> = {
  async getList(resource: string, params: GetListParams) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    if (resource === PRIVACY_REQUESTS) {
      const filter = params.filter ?? {};
      const query = queryString({ page, limit: perPage, status: text(filter.status), overdue: filter.overdue === true ? 'true' : undefined });
      const { data } = await apiRequest<{ requests: PrivacyRequestView[]; total: number }>(`/admin/privacy-requests${query}`, { signal: params.signal });
      return { data: (data?.requests ?? []) as never, total: data?.total ?? 0 };
    }
    const { data } = await apiRequest<{ breaches: BreachView[]; total: number }>(`/admin/privacy-breaches${queryString({ page, limit: perPage })}`, { signal: params.signal });
    return { data: (data?.breaches ?? []) as never, total: data?.total ?? 0 };
  },
  async getOne(resource: string, params: GetOneParams) {
    const base = resource === PRIVACY_REQUESTS ? '/admin/privacy-requests' : '/admin/privacy-breaches';
    const { data } = await apiRequest(`${base}/${encodeURIComponent(String(params.id))}`, { signal: params.signal });
    return { data: data as never };
  },
  /** Records a breach; the form names the affected centres by reference number, one a line. */
  async create(_resource: string, params: CreateParams) {
    const values = params.data as Record<string, unknown>;
    const references = String(values.centreReferences ?? '')
      .split(/[\s,;]+/)
      .map((r) => r.trim())
      .filter(Boolean);
    const discovered = values.discoveredAt ? new Date(String(values.discoveredAt)) : null;
    const { data } = await apiRequest<BreachView>('/admin/privacy-breaches', {
      method: 'POST',
      body: {
        discoveredAt: discovered && !Number.isNaN(discovered.getTime()) ? discovered.toISOString() : values.discoveredAt,
        summary: values.summary,
        measures: values.measures ?? '',
        categories: values.categories ?? [],
        centreReferences: references,
      },
    });
    return { data: data as never };
  },
};

export const isPrivacyResource = (resource: string) => resource === PRIVACY_REQUESTS || resource === PRIVACY_BREACHES;

export interface PrivacyMethods {
  answerPrivacyRequest(id: string, answer: string): Promise<PrivacyRequestView>;
  rejectPrivacyRequest(id: string, reasons: string): Promise<PrivacyRequestView>;
  markBreachNotified(id: string): Promise<BreachView>;
  emailBreachCentres(id: string): Promise<BreachView & { emailed: number }>;
}

const post = async <T>(path: string, body?: unknown): Promise<T> => {
  const { data } = await apiRequest<T>(path, { method: 'POST', body: body ?? {} });
  return data as T;
};

export const privacyMethods: PrivacyMethods = {
  answerPrivacyRequest: (id, answer) => post(`/admin/privacy-requests/${encodeURIComponent(id)}/answer`, { answer }),
  rejectPrivacyRequest: (id, reasons) => post(`/admin/privacy-requests/${encodeURIComponent(id)}/reject`, { reasons }),
  markBreachNotified: (id) => post(`/admin/privacy-breaches/${encodeURIComponent(id)}/notified`),
  emailBreachCentres: (id) => post(`/admin/privacy-breaches/${encodeURIComponent(id)}/email-centres`),
};
