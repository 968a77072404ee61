import type { DataSource } from 'typeorm';
import { normaliseReference } from '#platform';
import { ActionHistory, type ChainReport } from './action-history.js';

export interface VerifyHistoryOutcome {
  /** 0 intact, 2 problems found, 64 usage, 1 unknown centre. */
  exitCode: number;
  lines: string[];
}

export const VERIFY_HISTORY_USAGE = 'npm run cli -- verify-history <reference> | --all';

/**
 * Recomputes the hash chains of the action history (one centre by reference, or all) and reports
 * every entry that was edited, removed or relinked, for an operator or a cron job to act on.
 */
export async function verifyHistoryCommand(dataSource: DataSource, args: string[]): Promise<VerifyHistoryOutcome> {
  const [target] = args;
  if (!target || args.length > 1) return { exitCode: 64, lines: [`Usage: ${VERIFY_HISTORY_USAGE}`] };
  const history = new ActionHistory(dataSource);
  const references = new Map<string, string>();
  let report: ChainReport;
  if (target === '--all') {
    report = await history.verify();
  } else {
    const reference = normaliseReference(target);
    const [centre] = (await dataSource.query('SELECT id FROM centres WHERE reference_number = $1', [reference])) as Array<{ id: string }>;
    if (!centre) return { exitCode: 1, lines: [`No centre has the reference ${reference}.`] };
    references.set(centre.id, reference);
    report = await history.verify(centre.id);
  }
  const unknown = [...new Set(report.problems.map((p) => p.centreId))].filter((id) => !references.has(id));
  if (unknown.length > 0) {
    const rows = (await dataSource.query('SELECT id, reference_number FROM centres WHERE id = ANY($1::uuid[])', [unknown])) as Array<{ id: string; reference_number: string }>;
    for (const row of rows) references.set(row.id, row.reference_number);
  }
  const summary = `Checked ${report.entries} history entries of ${report.centres} centre(s): ${report.problems.length === 0 ? 'intact' : `${report.problems.length} problem(s)`}.`;
  const lines = report.problems.map((p) => `${references.get(p.centreId) ?? p.centreId} entry ${p.seq}: ${p.problem}`);
  return { exitCode: report.problems.length === 0 ? 0 : 2, lines: [...lines, summary] };
}
