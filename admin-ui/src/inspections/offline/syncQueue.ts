import type { FindingValue, FindingView } from '@cbt/contracts';

/** A change recorded on the device and not yet on the server. Photo bytes are kept as an ArrayBuffer (IndexedDB stores it anywhere). */
interface OpBase {
  /** Made on the device; the server keeps it, so sending it twice records it once. */
  opId: string;
  visitId: string;
  /** Order of recording on this device. */
  seq: number;
  /** 'pending' waits to be sent; 'conflict' and 'rejected' wait for the inspector to decide. */
  state: 'pending' | 'conflict' | 'rejected';
  problem?: string;
}

export interface FindingOp extends OpBase {
  kind: 'finding';
  criterionKey: string;
  value: FindingValue;
  notes: string | null;
  capturedAt: string;
  /** The finding version shown when this was recorded: the server refuses it if someone else moved it on. */
  baseVersion: number;
  /** When the server refused it as a conflict: the answer recorded elsewhere. */
  theirs?: FindingView;
}

export interface PhotoOp extends OpBase {
  kind: 'photo';
  criterionKey: string | null;
  bytes: ArrayBuffer;
  contentType: string;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
}

export type PendingOp = FindingOp | PhotoOp;

/** Where the queue lives (IndexedDB in the browser; memory in tests). */
export interface QueueStore {
  list(visitId: string): Promise<PendingOp[]>;
  put(op: PendingOp): Promise<void>;
  remove(opId: string): Promise<void>;
}

export type SendResult =
  | { outcome: 'sent'; finding?: FindingView }
  /** No connection (or the server unreachable): try again later, nothing is lost. */
  | { outcome: 'offline' }
  | { outcome: 'conflict'; message: string; theirs?: FindingView }
  | { outcome: 'rejected'; message: string };

export interface Sender {
  finding(op: FindingOp): Promise<SendResult>;
  photo(op: PhotoOp): Promise<SendResult>;
}

export interface FlushReport {
  sent: number;
  /** Still waiting (pending) after this run. */
  waiting: number;
  conflicts: number;
  rejected: number;
  /** The run stopped for lack of a connection. */
  offline: boolean;
}

let counter = 0;
/** Increasing within this device: the order the inspector recorded things in. */
export function nextSeq(now = Date.now()): number {
  counter = (counter + 1) % 1000;
  return now * 1000 + counter;
}

const bySeq = (a: PendingOp, b: PendingOp) => a.seq - b.seq || a.opId.localeCompare(b.opId);

/**
 * Sends the visit's waiting changes in the order they were recorded, one at a time. A sent change
 * leaves the queue; later changes of the same criterion recorded on top of it move to the version it
 * made. No connection stops the run with everything kept; a conflict or a refusal is kept aside
 * for the inspector and the run goes on with the rest.
 */
export async function flushQueue(store: QueueStore, sender: Sender, visitId: string): Promise<FlushReport> {
  const report: FlushReport = { sent: 0, waiting: 0, conflicts: 0, rejected: 0, offline: false };
  const ops = (await store.list(visitId)).sort(bySeq);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i]!;
    if (op.state !== 'pending') continue;
    const result = op.kind === 'finding' ? await sender.finding(op) : await sender.photo(op);
    if (result.outcome === 'offline') {
      report.offline = true;
      break;
    }
    if (result.outcome === 'sent') {
      await store.remove(op.opId);
      report.sent++;
      if (op.kind === 'finding' && result.finding) {
        for (const later of ops.slice(i + 1)) {
          if (later.kind === 'finding' && later.criterionKey === op.criterionKey && later.baseVersion === op.baseVersion) {
            later.baseVersion = result.finding.version;
            await store.put(later);
          }
        }
      }
      continue;
    }
    const kept: PendingOp =
      result.outcome === 'conflict' && op.kind === 'finding'
        ? { ...op, state: 'conflict', problem: result.message, theirs: result.theirs }
        : { ...op, state: result.outcome === 'conflict' ? 'conflict' : 'rejected', problem: result.message };
    await store.put(kept);
    ops[i] = kept;
  }
  const left = await store.list(visitId);
  report.waiting = left.filter((o) => o.state === 'pending').length;
  report.conflicts = left.filter((o) => o.state === 'conflict').length;
  report.rejected = left.filter((o) => o.state === 'rejected').length;
  return report;
}

/** The inspector keeps the answer recorded elsewhere: this device's change is dropped. */
export async function keepTheirs(store: QueueStore, op: PendingOp): Promise<void> {
  await store.remove(op.opId);
}

/**
 * The inspector keeps this device's answer, having seen the other: it is sent again on top of the
 * version it now knows of. The server refused it whole, so the same id is still unused.
 */
export async function keepMine(store: QueueStore, op: FindingOp): Promise<void> {
  await store.put({ ...op, state: 'pending', problem: undefined, theirs: undefined, baseVersion: op.theirs?.version ?? op.baseVersion });
}

/** What the screen shows for each criterion: the server's finding, or the newest change waiting on this device. */
export function shownFindings(
  server: readonly FindingView[],
  ops: readonly PendingOp[],
): Record<string, { value: FindingValue; notes: string | null; version: number; waiting: boolean }> {
  const out: Record<string, { value: FindingValue; notes: string | null; version: number; waiting: boolean }> = {};
  for (const f of server) out[f.criterionKey] = { value: f.value, notes: f.notes, version: f.version, waiting: false };
  for (const op of [...ops].sort(bySeq)) {
    if (op.kind !== 'finding' || op.state === 'rejected') continue;
    out[op.criterionKey] = { value: op.value, notes: op.notes, version: out[op.criterionKey]?.version ?? op.baseVersion, waiting: true };
  }
  return out;
}

/** The version a new change of this criterion is recorded on: the one shown (the server's, or the one a change waiting here was built on). */
export function baseVersionFor(server: readonly FindingView[], ops: readonly PendingOp[], criterionKey: string): number {
  const waiting = [...ops].sort(bySeq).filter((o): o is FindingOp => o.kind === 'finding' && o.criterionKey === criterionKey && o.state === 'pending');
  if (waiting.length > 0) return waiting[waiting.length - 1]!.baseVersion;
  return server.find((f) => f.criterionKey === criterionKey)?.version ?? 0;
}

/** A store in memory (for tests, and where the browser offers no IndexedDB). */
export class MemoryQueueStore implements QueueStore {
  private readonly ops = new Map<string, PendingOp>();

  async list(visitId: string): Promise<PendingOp[]> {
    return [...this.ops.values()].filter((o) => o.visitId === visitId).map((o) => ({ ...o }));
  }

  async put(op: PendingOp): Promise<void> {
    this.ops.set(op.opId, { ...op });
  }

  async remove(opId: string): Promise<void> {
    this.ops.delete(opId);
  }
}
