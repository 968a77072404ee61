import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, EntityManager } from 'typeorm';

/** The line a test process prints when it sees one; the test harness fails the suite on it. */
export const NESTED_CONNECTION_REPORT = 'NESTED-CONNECTION';

const inTransaction = new AsyncLocalStorage<true>();
let installed = false;

/**
 * For test processes (NODE_ENV=test): reports code that takes a second pooled connection while its
 * own transaction holds one. Under load every such transaction waits on the pool for its own reads
 * until the pool gives up, and the caller gets a 503 (scheduling a visit read each candidate
 * inspector's power this way). Work inside a transaction reads through its manager.
 */
export function reportNestedConnections(write: (line: string) => void): void {
  if (installed) return;
  installed = true;
  const transaction = EntityManager.prototype.transaction as (...args: unknown[]) => Promise<unknown>;
  (EntityManager.prototype as { transaction: unknown }).transaction = function (this: EntityManager, ...args: unknown[]) {
    // A manager already bound to a connection nests a savepoint on that same connection.
    if (this.queryRunner) return transaction.apply(this, args);
    const at = args.findIndex((a) => typeof a === 'function');
    const work = args[at] as (manager: EntityManager) => Promise<unknown>;
    args[at] = (manager: EntityManager) => inTransaction.run(true, () => work(manager));
    return transaction.apply(this, args);
  };
  const createQueryRunner = DataSource.prototype.createQueryRunner;
  DataSource.prototype.createQueryRunner = function (this: DataSource, ...args: Parameters<DataSource['createQueryRunner']>) {
    if (inTransaction.getStore()) {
      const where = (new Error().stack ?? '').split('\n').slice(2, 12).map((l) => l.trim()).join(' < ');
      write(`${NESTED_CONNECTION_REPORT}: a second pooled connection was taken inside a transaction: ${where}\n`);
    }
    return createQueryRunner.apply(this, args);
  };
}
