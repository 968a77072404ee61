import { appendFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkpointSignature, verifiedCheckpointSignature } from './audit-hash.js';

export const CHECKPOINT_FILE = 'audit-checkpoints.jsonl';

/**
 * One signed checkpoint. `v: 2` marks a verified one (a verification found the chain intact up to
 * `entries`); a line without it is an earlier version's witness of the count and head, signed
 * without verifying, which is compared but never started from.
 */
export interface Checkpoint {
  entries: number;
  head: string | null;
  at: string;
  sig: string;
  v?: 2;
  /** The verification that signed it walked the whole chain (not only the entries after a checkpoint). */
  full?: boolean;
}

export type VerifiedCheckpoint = Checkpoint & { v: 2; head: string; full: boolean };

export interface CheckpointRead {
  /** Lines whose signature holds, in file order. */
  valid: Checkpoint[];
  /** 1-based line numbers whose signature does not (an edited file). */
  forged: number[];
}

export const isVerified = (c: Checkpoint): c is VerifiedCheckpoint => c.v === 2;

/** Signs a verified checkpoint of the chain's entry `entries` with hash `head`. */
export function signCheckpoint(key: Buffer, entries: number, head: string, fullWalk: boolean, at = new Date().toISOString()): VerifiedCheckpoint {
  return { entries, head, at, sig: verifiedCheckpointSignature(key, entries, head, at, fullWalk), v: 2, full: fullWalk };
}

/** Whether the checkpoint's signature is the audit key's. */
export function checkpointSigned(key: Buffer, c: Checkpoint): boolean {
  if (typeof c.entries !== 'number' || typeof c.at !== 'string' || typeof c.sig !== 'string') return false;
  if (isVerified(c)) return typeof c.head === 'string' && c.sig === verifiedCheckpointSignature(key, c.entries, c.head, c.at, c.full === true);
  return c.sig === checkpointSignature(key, c.entries, c.head, c.at);
}

/** The same checkpoint, field for field (a copy compared with its original). */
export function sameCheckpoint(a: Checkpoint, b: Checkpoint): boolean {
  return a.entries === b.entries && a.head === b.head && Date.parse(a.at) === Date.parse(b.at) && a.sig === b.sig && (a.full ?? false) === (b.full ?? false);
}

/**
 * Where the copy of the checkpoints outside the database lives: AUDIT_CHECKPOINT_DIR (a volume every
 * instance mounts, DECISIONS §9), else DATA_DIR (the default mode's one instance).
 */
export function checkpointDir(dataDir: string, env: Record<string, string | undefined> = process.env): string {
  return env.AUDIT_CHECKPOINT_DIR?.trim() || dataDir;
}

/**
 * The signed checkpoints' copy outside the database: whoever rewrites or truncates the tables
 * (audit_checkpoints among them) cannot make them agree with a count and head signed earlier with the key.
 */
export class CheckpointFile {
  readonly path: string;

  constructor(
    dir: string,
    private readonly key: Buffer,
  ) {
    this.path = join(dir, CHECKPOINT_FILE);
  }

  append(checkpoint: Checkpoint): void {
    mkdirSync(join(this.path, '..'), { recursive: true });
    // O_APPEND: lines from several processes interleave whole.
    appendFileSync(this.path, `${JSON.stringify(checkpoint)}\n`, { mode: 0o600 });
  }

  /**
   * Drops the signed lines of checkpoints older than entry `floor` (the oldest the table keeps,
   * docs/SECURITY.md "Old checkpoints pruned"); every other line stays as it was, an unreadable or
   * unsigned one too (it is the evidence verification names). The file is rewritten whole and
   * renamed over the old one, so a reader sees the old file or the new one. The callers hold the
   * checkpoint lock, so no line is appended meanwhile. Answers how many lines went.
   */
  pruneBefore(floor: number): number {
    if (!existsSync(this.path)) return 0;
    let removed = 0;
    const kept = readFileSync(this.path, 'utf8')
      .split('\n')
      .filter((line) => {
        if (!line.trim()) return false;
        try {
          const c = JSON.parse(line) as Checkpoint;
          if (checkpointSigned(this.key, c) && c.entries < floor) {
            removed++;
            return false;
          }
        } catch {
          // Not a checkpoint: kept for verification to name.
        }
        return true;
      });
    if (removed === 0) return 0;
    const next = `${this.path}.${process.pid}.tmp`;
    writeFileSync(next, kept.map((l) => `${l}\n`).join(''), { mode: 0o600 });
    renameSync(next, this.path);
    return removed;
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
          if (checkpointSigned(this.key, c)) out.valid.push(c);
          else out.forged.push(index + 1);
        } catch {
          out.forged.push(index + 1);
        }
      });
    return out;
  }
}
