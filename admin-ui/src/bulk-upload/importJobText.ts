import type { ImportJobRow } from '@cbt/contracts';
import type { TranslateFunction } from 'react-admin';

export type { ImportJobRow };

/** One line on an upload: its counts once finished, its progress before, its error if it stopped. */
export function importSummary(job: ImportJobRow, translate: TranslateFunction): string {
  if (job.state === 'failed') return job.error ?? translate('console.imports.state.failed');
  if (job.state !== 'completed') return translate('console.imports.inProgress', { state: translate(`console.imports.state.${job.state}`), progress: job.progress });
  return translate('console.imports.summary', { successful: job.successful, failed: job.failed, total: job.total });
}
