import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { checkpointSignature } from './audit-hash.js';

export const CHECKPOINT_FILE = 'audit-checkpoints.jsonl';

/** One line of the checkpoint file: how many entries the chain had, its head, when, signed. */
export interface Checkpoint {
  entries: number;
  head: string | null;
  at: string;
  sig: string;
}

export interface CheckpointRead {
  /** Lines whose signature holds, in file order. */
  valid: Checkpoint[];
  /** 1-based line numbers whose signature does not (an edited file). */
  forged: number[];
}

/**
 * The signed checkpoints, kept in DATA_DIR outside the database: whoever rewrites or truncates the
 * tables cannot make the chain agree with a count and head signed earlier with the key.
 */
export class CheckpointFile {
  readonly path: string;

  constructor(
    dataDir: string,
    private readonly key: Buffer,
  ) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, CHECKPOINT_FILE);
  }

  /** Signs the chain's current tip (read from the entries, not the head row) and appends it. */
  async write(dataSource: DataSource): Promise<Checkpoint | null> {
    const [tip] = (await dataSource.query('SELECT id, hash FROM audit_events ORDER BY id DESC LIMIT 1')) as Array<{ id: string; hash: string }>;
    if (!tip) return null;
    const last = this.read().valid.at(-1);
    if (last && last.entries === Number(tip.id)) return last;
    const at = new Date().toISOString();
    const checkpoint: Checkpoint = { entries: Number(tip.id), head: tip.hash, at, sig: checkpointSignature(this.key, Number(tip.id), tip.hash, at) };
    // O_APPEND: lines from several processes interleave whole.
    appendFileSync(this.path, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600 });
    return checkpoint;
  }

  read(): CheckpointRead {
    const out: CheckpointRead = { valid: [], forged: [] };
    if (!existsSync(this.path)) return out;
    readFileSync(this.path, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (!line.trim()) return;
        try {
          const c = JSON.parse(line) as Checkpoint;
          if (typeof c.entries === 'number' && c.sig === checkpointSignature(this.key, c.entries, c.head, c.at)) out.valid.push(c);
          else out.forged.push(index + 1);
        } catch {
          out.forged.push(index + 1);
        }
      });
    return out;
  }
}
