import type { FailedJobView } from '@cbt/contracts';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { apiRequest } from '../api';
import { envelopeClient, SIMPLE_REST_ROOT } from './simpleRestProvider';

/** The Jobs page's resources: the queues (/admin-jobs, its console route) and the failed jobs. */
export const JOBS = 'admin-jobs';
export const FAILED_JOBS = 'admin-failed-jobs';
/** The periodic sweeps with their last and next run (GET /api/admin/jobs/schedules). */
export const JOB_SCHEDULES = 'admin-job-schedules';

/** Where each resource is served: GET /api/admin/jobs and /api/admin/failed-jobs (ra-data-simple-rest's dialect). */
const PATHS: Record<string, string> = { [JOBS]: 'jobs', [FAILED_JOBS]: 'failed-jobs', [JOB_SCHEDULES]: 'jobs/schedules' };

export function isJobsResource(resource: string): boolean {
  return Object.prototype.hasOwnProperty.call(PATHS, resource);
}

const rest = simpleRestProvider(SIMPLE_REST_ROOT, envelopeClient);

/** Lists both resources; `delete` of a failed job discards it (DELETE /api/admin/failed-jobs/{id}). */
export const jobsProvider: Pick<DataProvider, 'getList' | 'delete'> = {
  getList: (resource, params) => rest.getList(PATHS[resource]!, params),
  delete: (resource, params) => rest.delete(PATHS[resource]!, params),
};

export interface JobsMethods {
  /** Runs a failed job again (POST /api/admin/failed-jobs/{id}/retry). */
  retryJob(id: string): Promise<FailedJobView>;
}

export const jobsMethods: JobsMethods = {
  async retryJob(id) {
    const { data } = await apiRequest<FailedJobView>(`/admin/failed-jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
    if (!data) throw new Error('The server sent no job.');
    return data;
  },
};
