import type { DataSource } from 'typeorm';
import { JOB_QUEUE, QueueName, type JobName } from './job-names.js';
import type { JobRegistry } from './job-registry.js';

/**
 * Runs a job unless a job with the same id already completed, then records it. Together with job
 * ids derived from outbox event ids, a redelivered job does not repeat its side effect.
 */
export async function runJobOnce(
  dataSource: DataSource,
  registry: JobRegistry,
  name: JobName,
  payload: unknown,
  jobId: string,
  attempt: number,
  progress: (percent: number) => Promise<void>,
): Promise<void> {
  const handler = registry.get(name);
  if (!handler) throw new Error(`No handler registered for job ${name}`);
  // A scheduled sweep is safe to run twice by construction (each change it makes is conditional);
  // recording every tick would only grow the table.
  if (JOB_QUEUE[name] === QueueName.Schedules) return handler(payload, { jobId, attempt, progress });
  const done = await dataSource.query('SELECT 1 FROM completed_jobs WHERE job_id = $1', [jobId]);
  if (done.length > 0) return;
  await handler(payload, { jobId, attempt, progress });
  await dataSource.query('INSERT INTO completed_jobs (job_id, job_name) VALUES ($1, $2) ON CONFLICT DO NOTHING', [jobId, name]);
}
