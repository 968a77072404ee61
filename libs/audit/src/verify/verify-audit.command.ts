import type { DataSource } from 'typeorm';
import type { AppConfig } from '#platform';
import { CheckpointFile, checkpointDir } from '../chain/audit-checkpoints.js';
import { auditKeyOf } from '../chain/audit-key.js';
import { verifyAuditLog } from './audit-verifier.js';

/**
 * npm run cli -- verify-audit [--incremental]: exit 0 intact, 2 broken (naming the first bad entry).
 * The operator's command walks the whole chain by default; --incremental starts from the newest
 * verified checkpoint as GET /api/audit/verify does. It signs no checkpoint (it only reads).
 */
export async function verifyAuditCommand(dataSource: DataSource, config: AppConfig, args: string[] = []): Promise<{ exitCode: number; lines: string[] }> {
  const key = auditKeyOf(config);
  const started = Date.now();
  const full = !args.includes('--incremental');
  const result = await verifyAuditLog(dataSource, key, new CheckpointFile(checkpointDir(config.dataDir), key), { full });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const checkpoint = result.checkpoint ? `; newest checkpoint ${result.checkpoint.entries} entries at ${result.checkpoint.at}` : '; no checkpoint yet';
  const from = result.startedFrom ? ` (${result.rehashed} re-hashed after the checkpoint of entry ${result.startedFrom.entries})` : '';
  const summary = `Checked ${result.checked} audit entries${from} and ${result.historyChecked} centre history entries in ${seconds} s${checkpoint}: ${result.intact ? 'intact' : 'BROKEN'}.`;
  const lines = result.intact ? [summary] : [`First broken entry: ${result.firstBrokenId}: ${result.problem}`, summary];
  return { exitCode: result.intact ? 0 : 2, lines };
}
