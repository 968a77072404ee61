import type { StateScope } from '#platform';
import type { HistoryActor } from '../history/action-history.js';

/** Outbox event asking for an import (stored: never rename). The relay routes it to JobName.ImportCentres. */
export const IMPORT_REQUESTED = 'centres.import_requested';

/**
 * Who uploaded, as the job needs them: the history actor of every imported centre, and the
 * states a state admin may create centres in, both fixed at upload time.
 */
export interface ImportRequested {
  jobId: string;
  actor: Extract<HistoryActor, { type: 'admin' }>;
  scope: StateScope;
}
