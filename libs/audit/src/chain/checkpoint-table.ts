import type { DataSource, EntityManager } from 'typeorm';
import { returnedRows } from '#platform';
import type { VerifiedCheckpoint } from './audit-checkpoints.js';

interface Row {
  entries: string;
  head: string;
  at: Date;
  sig: string;
  full_walk: boolean;
}

const COLUMNS = 'entries, head, at, sig, full_walk';
const toCheckpoint = (r: Row): VerifiedCheckpoint => ({ entries: Number(r.entries), head: r.head, at: new Date(r.at).toISOString(), sig: r.sig, v: 2, full: r.full_walk });

/** The verified checkpoints in PostgreSQL (audit_checkpoints), which every instance starts from. */
export const checkpointTable = {
  async newest(dataSource: DataSource): Promise<VerifiedCheckpoint | null> {
    const [row] = (await dataSource.query(`SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY entries DESC LIMIT 1`)) as Row[];
    return row ? toCheckpoint(row) : null;
  },

  async all(dataSource: DataSource): Promise<VerifiedCheckpoint[]> {
    return ((await dataSource.query(`SELECT ${COLUMNS} FROM audit_checkpoints ORDER BY entries`)) as Row[]).map(toCheckpoint);
  },

  async at(dataSource: DataSource, entries: number[]): Promise<Map<number, VerifiedCheckpoint>> {
    if (entries.length === 0) return new Map();
    const rows = (await dataSource.query(`SELECT ${COLUMNS} FROM audit_checkpoints WHERE entries = ANY($1::bigint[])`, [entries])) as Row[];
    return new Map(rows.map((r) => [Number(r.entries), toCheckpoint(r)]));
  },

  /** The entry number of the `keep`-th newest checkpoint: older ones may go (null while fewer are kept). */
  async floor(dataSource: DataSource | EntityManager, keep: number): Promise<number | null> {
    const [row] = (await dataSource.query(`SELECT entries FROM audit_checkpoints ORDER BY entries DESC OFFSET $1 LIMIT 1`, [keep - 1])) as Array<{ entries: string }>;
    return row ? Number(row.entries) : null;
  },

  /** The oldest checkpoint kept: copies outside older than it were pruned, not taken away. */
  async oldest(dataSource: DataSource): Promise<number | null> {
    const [row] = (await dataSource.query(`SELECT min(entries) AS entries FROM audit_checkpoints`)) as Array<{ entries: string | null }>;
    return row?.entries == null ? null : Number(row.entries);
  },

  async deleteBefore(dataSource: DataSource | EntityManager, floor: number): Promise<number> {
    return returnedRows(await dataSource.query(`DELETE FROM audit_checkpoints WHERE entries < $1 RETURNING entries`, [floor])).length;
  },

  /** Keeps the checkpoint unless one of that count exists (another instance verified the same tip): true when kept. */
  async insert(dataSource: DataSource, c: VerifiedCheckpoint): Promise<boolean> {
    const rows = (await dataSource.query(
      `INSERT INTO audit_checkpoints (entries, head, at, sig, full_walk) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (entries) DO NOTHING RETURNING entries`,
      [c.entries, c.head, c.at, c.sig, c.full],
    )) as unknown[];
    return rows.length > 0;
  },
};
