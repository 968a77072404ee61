import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleInit } from '@nestjs/common';
import { DataSource, type EntityManager, type EntitySubscriberInterface, type QueryRunner, type TransactionCommitEvent, type TransactionRollbackEvent } from 'typeorm';
import { auditAppendSeconds, returnedRows } from '#platform';
import { AUDIT_KEY } from '../chain/audit-key.js';
import { auditBody, chainedAuditHash, type ChainedFields } from '../chain/audit-hash.js';
import { currentAuditContext } from './audit-context.js';
import { adminAuditActor, type AuditActor, type AuditInput } from './audit-input.js';
import { vaultTree, vaultValue, type VaultedValue, type VaultSubject } from '../vault/personal-values.js';

/**
 * An entry with everything but its place in the chain; `body` is those fields already serialised for
 * its HMAC when it was prepared. Otherwise they are serialised at the commit, with the row itself,
 * so a caller that changes its data object after append still writes and hashes one content.
 */
type Pending = Omit<ChainedFields, 'id' | 'prevHash'> & { body?: string; vaulted: VaultedValue[] };

/**
 * Entries made ready before their transaction (AuditLog.prepare): appending them leaves only the
 * chaining to do under the head's lock. A bulk writer prepares the next batch while the database
 * writes the current one.
 */
export class PreparedAuditEntries {
  constructor(readonly entries: readonly Pending[]) {}

  /** The entries whose position passes `keep` (a writer drops those whose row was not written). */
  only(keep: (index: number) => boolean): PreparedAuditEntries {
    return new PreparedAuditEntries(this.entries.filter((_, i) => keep(i)));
  }
}

const BATCH = 500;

/**
 * The one append point of the audit log. `append` joins the caller's transaction: entries wait in
 * memory and are chained and written just before that transaction commits, under a lock on the
 * chain's head row. The lock is thus the transaction's last and is held only for its commit: parallel
 * transactions form one chain without deadlocking on each other's earlier locks. An entry whose
 * transaction rolls back is never written; one whose chain write fails fails the commit.
 */
@Injectable()
export class AuditLog implements OnModuleInit, OnApplicationBootstrap, EntitySubscriberInterface {
  private readonly logger = new Logger('audit');
  private readonly pending = new WeakMap<QueryRunner, Pending[]>();
  /** The newest id this process wrote; the checkpoint writer reads it to skip idle periods. */
  lastWritten = 0;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(AUDIT_KEY) private readonly key: Buffer,
  ) {}

  onModuleInit(): void {
    if (!this.dataSource.subscribers.includes(this)) this.dataSource.subscribers.push(this);
  }

  /**
   * Once, on the first start after the vault arrived: an entry saying from which entry on personal
   * values live outside the hashed bodies (docs/TRUST.md "Personal data in the audit log"). The
   * conditional update lets one instance of several write it.
   */
  async onApplicationBootstrap(): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const [row] = returnedRows<{ first_entry: string }>(await manager.query(`UPDATE audit_vault_start SET recorded = true WHERE id = 1 AND NOT recorded RETURNING first_entry`));
      if (!row) return;
      const firstEntry = Number(row.first_entry);
      await this.append(manager, { action: 'audit.vault_started', actor: { type: 'system', name: 'audit vault' }, data: { firstEntry, entriesKeptAsWritten: firstEntry - 1 } });
    });
  }

  /** Entries to append later; time, actor and request are taken now, as append would take them. */
  prepare(input: AuditInput[]): PreparedAuditEntries {
    return new PreparedAuditEntries(input.map(toPending).map((entry) => ({ ...entry, body: auditBody(entry) })));
  }

  /** Inside the caller's transaction (written at its commit); outside one, at once in a transaction of its own. */
  async append(manager: EntityManager, input: AuditInput | AuditInput[] | PreparedAuditEntries): Promise<void> {
    const entries = input instanceof PreparedAuditEntries ? [...input.entries] : (Array.isArray(input) ? input : [input]).map(toPending);
    const runner = manager.queryRunner;
    if (runner && runner.isTransactionActive && !runner.isReleased) {
      const list = this.pending.get(runner);
      if (list) list.push(...entries);
      else this.pending.set(runner, entries);
      return;
    }
    await this.dataSource.transaction((m) => this.write(m, entries));
  }

  /** An act that changes no row of its own (a sign-in, a view, an export): its entry in its own transaction. */
  async record(input: AuditInput | AuditInput[]): Promise<void> {
    const entries = (Array.isArray(input) ? input : [input]).map(toPending);
    await this.dataSource.transaction((m) => this.write(m, entries));
  }

  /** record() that never fails the caller's answer: for reads, whose response must not depend on the log. */
  async recordQuietly(input: AuditInput | AuditInput[]): Promise<void> {
    try {
      await this.record(input);
    } catch (error) {
      this.logger.error(`audit entry not written: ${(error as Error).message}`);
    }
  }

  async beforeTransactionCommit(event: TransactionCommitEvent): Promise<void> {
    const runner = event.queryRunner;
    // A savepoint's release is not the commit; the outer transaction's is.
    if (((runner as unknown as { transactionDepth?: number }).transactionDepth ?? 1) > 1) return;
    const entries = this.pending.get(runner);
    if (!entries || entries.length === 0) return;
    this.pending.delete(runner);
    await this.write(runner.manager, entries);
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    const runner = event.queryRunner;
    if (((runner as unknown as { transactionDepth?: number }).transactionDepth ?? 0) > 0) return;
    this.pending.delete(runner);
  }

  /** Chains and inserts entries in the given transaction, holding the head row until it commits. */
  private async write(manager: EntityManager, entries: Pending[]): Promise<void> {
    const stopTimer = auditAppendSeconds.startTimer();
    try {
      await this.chain(manager, entries);
    } finally {
      stopTimer();
    }
  }

  private async chain(manager: EntityManager, entries: Pending[]): Promise<void> {
    const [head] = (await manager.query('SELECT seq, hash FROM audit_head WHERE id = 1 FOR UPDATE')) as Array<{ seq: string; hash: string | null }>;
    if (!head) throw new Error('audit_head is missing');
    let seq = Number(head.seq);
    let prev = head.hash;
    const rows: Array<ChainedFields & { hash: string }> = [];
    const vaulted: VaultedValue[] = [];
    for (const { body, vaulted: values, ...entry } of entries) {
      vaulted.push(...values);
      seq += 1;
      const hash = chainedAuditHash(this.key, String(seq), body ?? auditBody(entry), prev);
      rows.push({ ...entry, id: String(seq), prevHash: prev, hash });
      prev = hash;
    }
    // The personal values first, in the same transaction: an entry never refers to a value not stored.
    for (let i = 0; i < vaulted.length; i += BATCH) {
      await manager.query(
        `INSERT INTO audit_personal_values (ref, subject, value)
         SELECT x.ref, x.subject, x.value FROM jsonb_to_recordset($1::jsonb) AS x(ref text, subject text, value jsonb)`,
        [JSON.stringify(vaulted.slice(i, i + BATCH))],
      );
    }
    for (let i = 0; i < rows.length; i += BATCH) {
      await manager.query(
        `INSERT INTO audit_events (id, at, actor_type, actor_id, actor_email, actor_name, action, target_type, target_id, centre_id, state,
                                   changes, data, history_id, request_id, ip, prev_hash, hash)
         SELECT x.id, x.at, x."actorType", x."actorId", x."actorEmail", x."actorName", x.action, x."targetType", x."targetId", x."centreId",
                x.state, x.changes, x.data, x."historyId", x."requestId", x.ip, x."prevHash", x.hash
           FROM jsonb_to_recordset($1::jsonb) AS x(id bigint, at timestamptz, "actorType" text, "actorId" uuid, "actorEmail" text,
                "actorName" text, action text, "targetType" text, "targetId" text, "centreId" uuid, state text, changes jsonb, data jsonb,
                "historyId" uuid, "requestId" text, ip text, "prevHash" text, hash text)`,
        [JSON.stringify(rows.slice(i, i + BATCH).map((r) => ({ ...r, at: new Date(r.at).toISOString() })))],
      );
    }
    await manager.query('UPDATE audit_head SET seq = $1, hash = $2 WHERE id = 1', [seq, prev]);
    this.lastWritten = seq;
  }
}

/** Fills in time, actor, request id and address from the request being served; personal values go to the vault. */
function toPending(input: AuditInput): Pending {
  const context = currentAuditContext();
  const actor = input.actor ?? (context?.admin ? adminAuditActor(context.admin) : { type: 'system' as const });
  const centreId = input.centreId ?? null;
  const actorSubject = subjectOfActor(actor, centreId);
  // What a change or an act's details say belongs to the centre it is about, else to the account it targets, else to whoever acted.
  const contentSubject: VaultSubject = centreId
    ? `centre:${centreId}`
    : input.target?.type === 'user' && input.target.id
      ? `staff:${input.target.id}`
      : (actorSubject ?? 'unattributed');
  const vaulted: VaultedValue[] = [];
  return {
    // Milliseconds only: what PostgreSQL returns must hash the same as what was written.
    at: new Date(Math.floor((input.at ?? new Date()).getTime())),
    actorType: actor.type,
    actorId: actor.type === 'admin' || actor.type === 'centre' ? (actor.id ?? null) : null,
    actorEmail: actor.type === 'system' ? null : (vaultValue(actor.email ?? null, actorSubject, vaulted) as string | null),
    // A system actor's name is a job's (the deadline sweep) and a centre session's its reference number: neither is a person's.
    actorName: actor.type === 'admin' ? (vaultValue(actor.name ?? null, actorSubject, vaulted) as string | null) : actor.type === 'centre' || actor.type === 'system' ? (actor.name ?? null) : null,
    action: input.action,
    targetType: input.target?.type ?? null,
    targetId: input.target?.id ?? null,
    centreId,
    state: input.state ?? null,
    changes: vaultTree(input.changes ?? null, contentSubject, vaulted),
    data: vaultTree(input.data ?? null, contentSubject, vaulted),
    historyId: input.historyId ?? null,
    requestId: context?.requestId ?? null,
    ip: vaultValue(context?.ip ?? null, actorSubject ?? contentSubject, vaulted) as string | null,
    vaulted,
  };
}

/** Whose are the actor's name, email and address: a staff member's, a centre's contact people's, or someone's without an account. */
function subjectOfActor(actor: AuditActor, centreId: string | null): VaultSubject | null {
  if (actor.type === 'admin') return `staff:${actor.id}`;
  if (actor.type === 'centre') return `centre:${centreId ?? actor.id ?? 'unknown'}`;
  // Without a centre, an address asking (a failed sign-in) has no record to hang on: erasure finds its values by value.
  if (actor.type === 'anonymous') return centreId ? `centre:${centreId}` : 'anonymous';
  return null;
}
