import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { computeReadiness, type FindingValue, type InspectionVisitView, type Readiness } from '@cbt/contracts';
import { useDataProvider } from 'react-admin';
import type { CentreDataProvider } from '../dataProvider';
import { INSPECTIONS } from '../providers/inspectionsProvider';
import { deviceStore, newId } from './offline/deviceStore';
import { currentPosition, resizePhoto } from './offline/photoCapture';
import { baseVersionFor, flushQueue, keepMine, keepTheirs, nextSeq, shownFindings, type FindingOp, type PendingOp } from './offline/syncQueue';

/** How often waiting changes are tried again while the browser says it is online. */
const RETRY_MS = 15_000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => (typeof navigator === 'undefined' ? true : navigator.onLine));
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  return online;
}

/**
 * The capture page's state: the visit (from the server, or this device's copy without a
 * connection), the changes waiting on the device, and what the screen shows from both. Every
 * change is kept in IndexedDB first and sent after; the queue sends when the connection returns.
 */
export function useVisitCapture(id: string) {
  const dataProvider = useDataProvider<CentreDataProvider>();
  const online = useOnline();
  const [view, setView] = useState<InspectionVisitView | null>(null);
  const [fromCopy, setFromCopy] = useState(false);
  const [missing, setMissing] = useState(false);
  const [ops, setOps] = useState<PendingOp[]>([]);
  const [sending, setSending] = useState(false);
  const flushing = useRef<Promise<void> | null>(null);

  const reloadOps = useCallback(async () => setOps(await deviceStore.list(id)), [id]);

  const refresh = useCallback(async () => {
    try {
      const { data } = await dataProvider.getOne<InspectionVisitView & { id: string }>(INSPECTIONS, { id });
      await deviceStore.saveVisit(data);
      setView(data);
      // Without a connection the answer is the one the service worker kept: a copy as well.
      setFromCopy(typeof navigator !== 'undefined' && !navigator.onLine);
    } catch {
      const copy = await deviceStore.loadVisit(id);
      if (copy) {
        setView((shown) => shown ?? copy);
        setFromCopy(true);
      } else setMissing(true);
    }
  }, [dataProvider, id]);

  const flush = useCallback(async () => {
    if (flushing.current) return flushing.current;
    const run = (async () => {
      setSending(true);
      try {
        const sender = { finding: dataProvider.sendFinding, photo: dataProvider.sendPhoto };
        // Again while a run sent something and more waits: changes recorded during a run go out with it.
        let report = await flushQueue(deviceStore, sender, id);
        let changed = report.sent > 0 || report.conflicts > 0;
        while (report.sent > 0 && report.waiting > 0 && !report.offline) {
          report = await flushQueue(deviceStore, sender, id);
          changed ||= report.sent > 0 || report.conflicts > 0;
        }
        await reloadOps();
        if (changed) await refresh();
      } finally {
        setSending(false);
        flushing.current = null;
      }
    })();
    flushing.current = run;
    return run;
  }, [dataProvider, id, refresh, reloadOps]);

  useEffect(() => {
    void (async () => {
      await reloadOps();
      await refresh();
    })();
  }, [refresh, reloadOps]);

  const waiting = ops.filter((o) => o.state === 'pending').length;
  useEffect(() => {
    if (!online || waiting === 0) return;
    void flush();
    const timer = setInterval(() => void flush(), RETRY_MS);
    return () => clearInterval(timer);
  }, [online, waiting, flush]);

  const record = useCallback(
    async (criterionKey: string, value: FindingValue, notes: string | null) => {
      if (!view) return;
      const op: FindingOp = {
        kind: 'finding',
        opId: newId(),
        visitId: id,
        seq: nextSeq(),
        state: 'pending',
        criterionKey,
        value,
        notes,
        capturedAt: new Date().toISOString(),
        baseVersion: baseVersionFor(view.findings, await deviceStore.list(id), criterionKey),
      };
      await deviceStore.put(op);
      await reloadOps();
    },
    [id, reloadOps, view],
  );

  const addPhoto = useCallback(
    async (file: Blob, criterionKey: string | null) => {
      const [photo, position] = await Promise.all([resizePhoto(file), currentPosition()]);
      await deviceStore.put({
        kind: 'photo',
        opId: newId(),
        visitId: id,
        seq: nextSeq(),
        state: 'pending',
        criterionKey,
        bytes: photo.bytes,
        contentType: photo.contentType,
        takenAt: new Date().toISOString(),
        latitude: position?.latitude ?? null,
        longitude: position?.longitude ?? null,
        accuracy: position?.accuracy ?? null,
      });
      await reloadOps();
    },
    [id, reloadOps],
  );

  const resolve = useCallback(
    async (op: PendingOp, keep: 'mine' | 'theirs') => {
      if (keep === 'mine' && op.kind === 'finding') await keepMine(deviceStore, op);
      else await keepTheirs(deviceStore, op);
      await reloadOps();
    },
    [reloadOps],
  );

  const shown = useMemo(() => shownFindings(view?.findings ?? [], ops), [view, ops]);
  const readiness: Readiness | null = useMemo(() => {
    if (!view) return null;
    if (view.status !== 'scheduled') return view.readiness;
    const counts: Record<string, number> = {};
    for (const p of view.photos) if (p.criterionKey) counts[p.criterionKey] = (counts[p.criterionKey] ?? 0) + 1;
    for (const op of ops) if (op.kind === 'photo' && op.criterionKey && op.state !== 'rejected') counts[op.criterionKey] = (counts[op.criterionKey] ?? 0) + 1;
    return computeReadiness(view.checklist, shown, counts, view.declared);
  }, [view, ops, shown]);

  return { view, fromCopy, missing, ops, online, sending, waiting, shown, readiness, record, addPhoto, resolve, flush, refresh };
}
