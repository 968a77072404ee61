import type { AppealOutcome, StaffAppealView } from '@cbt/contracts';
import type { GetListParams, GetListResult, GetOneParams, GetOneResult } from 'react-admin';
import { apiRequest, queryString } from '../api';

/** The centres' appeals as a react-admin resource (DECISIONS §10): /admin-appeals (List, Show). */
export const APPEALS = 'admin-appeals';

const appealPath = (id: string) => `/appeals/${encodeURIComponent(id)}`;

async function getList(params: GetListParams): Promise<GetListResult<StaffAppealView>> {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const filter = (params.filter ?? {}) as Record<string, unknown>;
  const status = typeof filter.status === 'string' && filter.status ? filter.status : undefined;
  const { data } = await apiRequest<{ appeals: StaffAppealView[]; pagination: { totalCount: number } }>(`/appeals${queryString({ page, limit: perPage, status })}`, { signal: params.signal });
  return { data: data?.appeals ?? [], total: data?.pagination.totalCount ?? 0 };
}

async function getOne(params: GetOneParams): Promise<GetOneResult<StaffAppealView>> {
  const { data } = await apiRequest<StaffAppealView>(appealPath(String(params.id)), { signal: params.signal });
  if (!data) throw new Error('The server sent no appeal.');
  return { data };
}

export const appealsProvider = { getList, getOne };

export interface AppealMethods {
  /** Decides an open appeal; the server refuses (403) anyone who took part in the decision appealed. */
  decideAppeal(id: string, outcome: AppealOutcome, reasons: string): Promise<StaffAppealView>;
}

export const appealMethods: AppealMethods = {
  async decideAppeal(id, outcome, reasons) {
    const { data } = await apiRequest<StaffAppealView>(`${appealPath(id)}/decision`, { method: 'POST', body: { outcome, reasons } });
    if (!data) throw new Error('The server sent no appeal.');
    return data;
  },
};
