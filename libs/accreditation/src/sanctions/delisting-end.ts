import { Injectable } from '@nestjs/common';
import { currentTime, UnitOfWork } from '#platform';

/**
 * DECISIONS §10: a delisting lasts until its day. The accreditation clock sweep marks each delisting
 * whose day has come as ended (`ended_at`, the day itself); the register's predicate reads that mark
 * (delistedSql), and the write puts the centre in the open register's log (the `centre_decisions`
 * trigger), so the centre returns to the register, the feed and /verify then, if its accreditation is
 * otherwise in good standing. The UPDATE's own condition makes a second sweep a no-op.
 */
@Injectable()
export class DelistingEnd {
  constructor(private readonly uow: UnitOfWork) {}

  async endDue(): Promise<number> {
    return this.uow.run(async (manager) => {
      const [, count] = (await manager.query(
        `UPDATE centre_decisions SET ended_at = until WHERE kind = 'delisting' AND lifted_at IS NULL AND ended_at IS NULL AND until <= $1`,
        [currentTime()],
      )) as [unknown, number];
      return count;
    });
  }
}
