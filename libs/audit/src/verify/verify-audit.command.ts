import type { DataSource } from 'typeorm';
import type { AppConfig } from '#platform';
import { CheckpointFile } from '../chain/audit-checkpoints.js';
import { auditKeyOf } from '../chain/audit-key.js';
import { verifyAuditLog } from './audit-verifier.js';

/** npm run cli -- verify-audit: exit 0 intact, 2 broken (naming the first bad entry). */
export async function verifyAuditCommand(dataSource: DataSource, config: AppConfig): Promise<{ exitCode: number; lines: string[] }> {
  const key = auditKeyOf(config);
  const started = Date.now();
  const result = await verifyAuditLog(dataSource, key, new CheckpointFile(config.dataDir, key));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const checkpoint = result.checkpoint ? `; newest checkpoint ${result.checkpoint.entries} entries at ${result.checkpoint.at}` : '; no checkpoint yet';
  const summary = `Checked ${result.checked} audit entries and ${result.historyChecked} centre history entries in ${seconds} s${checkpoint}: ${result.intact ? 'intact' : 'BROKEN'}.`;
  const lines = result.intact ? [summary] : [`First broken entry: ${result.firstBrokenId}: ${result.problem}`, summary];
  return { exitCode: result.intact ? 0 : 2, lines };
}
