import { describe, expect, it, vi } from 'vitest';
import { CollectCancelled, collectMatching, collectSelected, type ListedCentre } from './collectTargets';

const centre = (n: number): ListedCentre => ({ id: `c${n}`, CentreName: `Centre ${n}`, ReferenceNumber: `JAMB-2026-${String(n).padStart(8, '0')}`, version: n });

/** A list API over `all`, paged as the server pages it. */
function listApi(all: ListedCentre[]) {
  return vi.fn(async (page: number, perPage: number) => ({ data: all.slice((page - 1) * perPage, page * perPage), total: all.length }));
}

describe('collectMatching', () => {
  it('reads every page until a short one, at the page size asked for', async () => {
    const all = Array.from({ length: 25 }, (_, i) => centre(i + 1));
    const fetchPage = listApi(all);
    const progress: Array<[number, number]> = [];
    const targets = await collectMatching(fetchPage, { pageSize: 10, onProgress: (c, t) => progress.push([c, t]) });
    expect(fetchPage.mock.calls).toEqual([[1, 10], [2, 10], [3, 10]]);
    expect(targets.map((t) => t.id)).toEqual(all.map((c) => c.id));
    expect(targets[0]).toEqual({ id: 'c1', CentreName: 'Centre 1', ReferenceNumber: 'JAMB-2026-00000001', version: 1 });
    expect(progress).toEqual([[10, 25], [20, 25], [25, 25]]);
  });

  it('asks for one empty page after an exactly full last one, and asks 1000 at a time by default', async () => {
    const fetchPage = listApi(Array.from({ length: 20 }, (_, i) => centre(i)));
    await collectMatching(fetchPage, { pageSize: 10 });
    expect(fetchPage).toHaveBeenCalledTimes(3);
    const big = listApi([centre(1)]);
    await collectMatching(big);
    expect(big).toHaveBeenCalledWith(1, 1000);
  });

  it('keeps a centre once when a new registration pushes it onto the next page', async () => {
    const pages = [[centre(1), centre(2)], [centre(2), centre(3)], [centre(4)]];
    const targets = await collectMatching(async (page) => ({ data: pages[page - 1]!, total: 4 }), { pageSize: 2 });
    expect(targets.map((t) => t.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
  });

  it('stops when cancelled and lets a failing page fail the collection', async () => {
    const stop = new AbortController();
    const fetchPage = vi.fn(async (page: number) => {
      if (page === 2) stop.abort();
      return { data: [centre(page), centre(page + 100)], total: 100 };
    });
    await expect(collectMatching(fetchPage, { pageSize: 2, signal: stop.signal })).rejects.toBeInstanceOf(CollectCancelled);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    await expect(collectMatching(async () => Promise.reject(new Error('HTTP error! status: 500')))).rejects.toThrow('HTTP error! status: 500');
  });
});

describe('collectSelected', () => {
  it('takes rows on the page as they are and reads the others, in the order selected', async () => {
    const readOne = vi.fn(async (id: string) => ({ id, CentreName: `Read ${id}`, ReferenceNumber: 'JAMB-2026-99999999', version: 7 }));
    const targets = await collectSelected(['c9', 'c1', 'c2'], [centre(1), centre(2), centre(3)], readOne);
    expect(readOne.mock.calls).toEqual([['c9']]);
    expect(targets.map((t) => [t.id, t.CentreName, t.version])).toEqual([
      ['c9', 'Read c9', 7],
      ['c1', 'Centre 1', 1],
      ['c2', 'Centre 2', 2],
    ]);
  });

  it('keeps a centre that cannot be read, by its id, for the run to report', async () => {
    const targets = await collectSelected(['gone'], [], async () => Promise.reject(new Error('Centre not found')));
    expect(targets).toEqual([{ id: 'gone', CentreName: null, ReferenceNumber: null }]);
  });
});
