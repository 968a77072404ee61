import type { ConflictView } from '@cbt/contracts';
import type { CreateParams, CreateResult, GetListParams, GetListResult } from 'react-admin';
import { apiRequest } from '../api';

/** Conflicts of interest as a react-admin resource (DECISIONS §10): /admin-conflicts (List, Create). */
export const CONFLICTS = 'admin-conflicts';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/** The list is one person's declarations (a super admin's: everyone's), at most a few hundred: paged here. */
async function getList(params: GetListParams): Promise<GetListResult<ConflictView>> {
  const { data = [] } = await apiRequest<ConflictView[]>('/conflicts', { signal: params.signal });
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  return { data: data.slice((page - 1) * perPage, page * perPage), total: data.length };
}

async function create(params: CreateParams): Promise<CreateResult<ConflictView>> {
  const values = params.data as Record<string, unknown>;
  const { data } = await apiRequest<ConflictView>('/conflicts', { method: 'POST', body: { centreId: text(values.centreId), governmentId: text(values.governmentId), reason: values.reason } });
  if (!data) throw new Error('The server sent no declaration.');
  return { data };
}

export const conflictsProvider = { getList, create };
