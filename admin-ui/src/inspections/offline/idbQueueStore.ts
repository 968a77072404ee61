import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { InspectionVisitView } from '@cbt/contracts';
import type { PendingOp, QueueStore } from './syncQueue';

interface InspectionDb extends DBSchema {
  ops: { key: string; value: PendingOp; indexes: { byVisit: string } };
  visits: { key: string; value: { id: string; view: InspectionVisitView; savedAt: number } };
}

const DB_NAME = 'cbt-inspections';

/**
 * The device's copy of the visits being inspected and the changes waiting to be sent, in
 * IndexedDB: a closed tab, a flat battery or a reload keeps them until they are on the server.
 */
export class IdbQueueStore implements QueueStore {
  private db: Promise<IDBPDatabase<InspectionDb>> | null = null;

  constructor(private readonly name = DB_NAME) {}

  private open(): Promise<IDBPDatabase<InspectionDb>> {
    this.db ??= openDB<InspectionDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('ops', { keyPath: 'opId' }).createIndex('byVisit', 'visitId');
        db.createObjectStore('visits', { keyPath: 'id' });
      },
    });
    return this.db;
  }

  async list(visitId: string): Promise<PendingOp[]> {
    return (await this.open()).getAllFromIndex('ops', 'byVisit', visitId);
  }

  async put(op: PendingOp): Promise<void> {
    await (await this.open()).put('ops', op);
  }

  async remove(opId: string): Promise<void> {
    await (await this.open()).delete('ops', opId);
  }

  /** The visit as last read from the server, for opening it without a connection. */
  async saveVisit(view: InspectionVisitView): Promise<void> {
    await (await this.open()).put('visits', { id: view.id, view, savedAt: Date.now() });
  }

  async loadVisit(id: string): Promise<InspectionVisitView | null> {
    return (await (await this.open()).get('visits', id))?.view ?? null;
  }
}
