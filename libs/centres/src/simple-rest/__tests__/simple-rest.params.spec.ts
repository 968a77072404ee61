import { describe, expect, it } from '@jest/globals';
import { BULK_MSG } from '#contracts';
import { contentRange, readSimpleRest } from '../simple-rest.params.js';

const FIELDS = ['createdAt', 'state'] as const;
const read = (query: Record<string, unknown>) => readSimpleRest(query, FIELDS, { field: 'createdAt', order: 'DESC' });

describe('ra-data-simple-rest query parameters', () => {
  it('reads sort, range and filter as the data provider sends them', () => {
    const { request, errors } = read({ sort: '["state","asc"]', range: '[25,49]', filter: '{"state":"completed"}' });
    expect(errors).toEqual([]);
    expect(request).toEqual({ sort: { field: 'state', order: 'ASC' }, range: { first: 25, last: 49 }, filter: { state: 'completed' } });
  });

  it('falls back to the first 25, newest first, without parameters', () => {
    expect(read({}).request).toEqual({ sort: { field: 'createdAt', order: 'DESC' }, range: { first: 0, last: 24 }, filter: {} });
  });

  it('caps a page at 1,000 rows', () => {
    expect(read({ range: '[0,99999]' }).request.range).toEqual({ first: 0, last: 999 });
  });

  it('names each unreadable parameter', () => {
    const { errors } = read({ sort: '["password","ASC"]', range: '[5,1]', filter: '[1]' });
    expect(errors).toEqual([
      { path: 'sort', msg: BULK_MSG.simpleRestSortInvalid(FIELDS) },
      { path: 'range', msg: BULK_MSG.simpleRestRangeInvalid },
      { path: 'filter', msg: BULK_MSG.simpleRestFilterInvalid },
    ]);
    expect(read({ sort: 'not json', range: '{', filter: 'x' }).errors.map((e) => e.path)).toEqual(['sort', 'range', 'filter']);
  });

  it('writes Content-Range as items first-last/total', () => {
    expect(contentRange('items', 0, 25, 319)).toBe('items 0-24/319');
    expect(contentRange('items', 0, 0, 0)).toBe('items 0-0/0');
  });
});
