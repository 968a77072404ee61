import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { FindingView } from '@cbt/contracts';
import { IdbQueueStore } from './idbQueueStore';
import { baseVersionFor, flushQueue, keepMine, keepTheirs, MemoryQueueStore, nextSeq, shownFindings, type FindingOp, type PhotoOp, type QueueStore, type SendResult, type Sender } from './syncQueue';

const VISIT = 'visit-1';
let n = 0;
const finding = (criterionKey: string, value: FindingOp['value'], baseVersion = 0): FindingOp => ({
  kind: 'finding',
  opId: `op-${++n}`,
  visitId: VISIT,
  seq: nextSeq(),
  state: 'pending',
  criterionKey,
  value,
  notes: null,
  capturedAt: '2026-03-02T10:00:00.000Z',
  baseVersion,
});
const photo = (): PhotoOp => ({
  kind: 'photo',
  opId: `photo-${++n}`,
  visitId: VISIT,
  seq: nextSeq(),
  state: 'pending',
  criterionKey: 'hall_photo',
  bytes: new Uint8Array([0xff, 0xd8, 0xff]).buffer,
  contentType: 'image/jpeg',
  takenAt: '2026-03-02T10:00:00.000Z',
  latitude: 6.6,
  longitude: 3.35,
  accuracy: 10,
});
const view = (criterionKey: string, value: FindingView['value'], version: number): FindingView => ({
  criterionKey,
  value,
  notes: null,
  version,
  recordedBy: { id: 'u', name: 'Other Inspector' },
  recordedAt: '2026-03-02T09:00:00.000Z',
  capturedAt: null,
});

/** A server in memory: applies each op id once, keeps versions, refuses a stale base, or is unreachable. */
class FakeServer implements Sender {
  online = true;
  readonly applied = new Set<string>();
  readonly findings = new Map<string, FindingView>();
  readonly photos = new Set<string>();
  /** Sends that reached the server, retries included. */
  calls = 0;
  loseNextAnswer = false;

  async finding(op: FindingOp): Promise<SendResult> {
    if (!this.online) return { outcome: 'offline' };
    this.calls++;
    const current = this.findings.get(op.criterionKey);
    if (!this.applied.has(op.opId)) {
      if ((current?.version ?? 0) !== op.baseVersion && current) return { outcome: 'conflict', message: 'changed elsewhere', theirs: current };
      this.applied.add(op.opId);
      this.findings.set(op.criterionKey, view(op.criterionKey, op.value, (current?.version ?? 0) + 1));
    }
    if (this.loseNextAnswer) {
      this.loseNextAnswer = false;
      return { outcome: 'offline' };
    }
    return { outcome: 'sent', finding: this.findings.get(op.criterionKey) };
  }

  async photo(op: PhotoOp): Promise<SendResult> {
    if (!this.online) return { outcome: 'offline' };
    this.calls++;
    this.photos.add(op.opId);
    return { outcome: 'sent' };
  }
}

describe.each([
  ['memory', () => new MemoryQueueStore()],
  ['IndexedDB', () => new IdbQueueStore(`test-${Math.random()}`)],
] as Array<[string, () => QueueStore]>)('the offline queue on %s', (_name, makeStore) => {
  it('keeps everything while offline and sends it all, in order, once the connection returns', async () => {
    const store = makeStore();
    const server = new FakeServer();
    server.online = false;
    const a = finding('working_computers', 180);
    const b = finding('cctv', false);
    const p = photo();
    for (const op of [a, b, p]) await store.put(op);
    expect(await flushQueue(store, server, VISIT)).toEqual({ sent: 0, waiting: 3, conflicts: 0, rejected: 0, offline: true });
    expect((await store.list(VISIT)).map((o) => o.opId).sort()).toEqual([a.opId, b.opId, p.opId].sort());
    const stored = (await store.list(VISIT)).find((o) => o.kind === 'photo') as PhotoOp;
    expect(new Uint8Array(stored.bytes)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));

    server.online = true;
    expect(await flushQueue(store, server, VISIT)).toEqual({ sent: 3, waiting: 0, conflicts: 0, rejected: 0, offline: false });
    expect(await store.list(VISIT)).toEqual([]);
    expect(server.findings.get('working_computers')?.value).toBe(180);
    expect([...server.photos]).toEqual([p.opId]);
  });

  it('sends a change again when its answer was lost, and the server records it once', async () => {
    const store = makeStore();
    const server = new FakeServer();
    const a = finding('generator_kva', 20);
    await store.put(a);
    server.loseNextAnswer = true;
    expect((await flushQueue(store, server, VISIT)).offline).toBe(true);
    expect(await store.list(VISIT)).toHaveLength(1);
    expect((await flushQueue(store, server, VISIT)).sent).toBe(1);
    expect(server.calls).toBe(2);
    expect(server.applied.size).toBe(1);
    expect(server.findings.get('generator_kva')?.version).toBe(1);
  });

  it('moves later changes of a criterion onto the version its earlier change made', async () => {
    const store = makeStore();
    const server = new FakeServer();
    const first = finding('technical_staff', 3);
    const second = finding('technical_staff', 5);
    await store.put(first);
    await store.put(second);
    expect(baseVersionFor([], await store.list(VISIT), 'technical_staff')).toBe(0);
    expect(await flushQueue(store, server, VISIT)).toMatchObject({ sent: 2, conflicts: 0 });
    expect(server.findings.get('technical_staff')).toMatchObject({ value: 5, version: 2 });
  });

  it('keeps a change made elsewhere aside instead of writing over it, then keeps the answer the inspector chooses', async () => {
    const store = makeStore();
    const server = new FakeServer();
    server.findings.set('cctv', view('cctv', true, 1));
    const mine = finding('cctv', false, 0);
    const other = finding('fenced_site', true, 0);
    await store.put(mine);
    await store.put(other);
    expect(await flushQueue(store, server, VISIT)).toMatchObject({ sent: 1, conflicts: 1, waiting: 0 });
    expect(server.findings.get('cctv')).toMatchObject({ value: true, version: 1 });
    const [conflict] = (await store.list(VISIT)) as FindingOp[];
    expect(conflict).toMatchObject({ state: 'conflict', theirs: { value: true, version: 1 } });
    // Shown: this device's answer, marked waiting, until the inspector decides.
    expect(shownFindings([view('cctv', true, 1)], [conflict!])).toMatchObject({ cctv: { value: false, waiting: true } });
    await flushQueue(store, server, VISIT);
    expect(server.findings.get('cctv')?.value).toBe(true);

    await keepMine(store, conflict!);
    expect(await flushQueue(store, server, VISIT)).toMatchObject({ sent: 1, conflicts: 0 });
    expect(server.findings.get('cctv')).toMatchObject({ value: false, version: 2 });

    const again = finding('cctv', true, 0);
    await store.put(again);
    await flushQueue(store, server, VISIT);
    const [kept] = await store.list(VISIT);
    await keepTheirs(store, kept!);
    expect(await store.list(VISIT)).toEqual([]);
    expect(server.findings.get('cctv')).toMatchObject({ value: false, version: 2 });
  });

  it('sets a refused change aside with the reason and sends the rest', async () => {
    const store = makeStore();
    const refusing: Sender = {
      finding: async (op) => (op.criterionKey === 'network' ? { outcome: 'rejected', message: 'Network: choose one of Wired, LAN' } : { outcome: 'sent', finding: view(op.criterionKey, op.value, 1) }),
      photo: async () => ({ outcome: 'sent' }),
    };
    await store.put(finding('network', 'Radio'));
    await store.put(finding('cctv', true));
    expect(await flushQueue(store, refusing, VISIT)).toMatchObject({ sent: 1, rejected: 1, waiting: 0 });
    const [left] = await store.list(VISIT);
    expect(left).toMatchObject({ state: 'rejected', problem: 'Network: choose one of Wired, LAN' });
    expect(shownFindings([], [left!])).toEqual({});
  });
});
