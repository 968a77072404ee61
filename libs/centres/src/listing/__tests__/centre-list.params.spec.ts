import { describe, expect, it } from '@jest/globals';
import { CENTRE_SORT_FIELDS, MSG } from '#contracts';
import { readCentreFilters, readCentreListInclude, readCentreListRequest } from '../centre-list.params.js';

const parseCentreListRequest = (raw: Record<string, unknown>) => {
  const { request, errors } = readCentreListRequest(raw);
  expect(errors).toEqual([]);
  return request;
};
const parseCentreFilters = (raw: Record<string, unknown>) => {
  const { filters, errors } = readCentreFilters(raw);
  expect(errors).toEqual([]);
  return filters;
};
const errorsOf = (raw: Record<string, unknown>) => readCentreListRequest(raw).errors;

describe('centre list parameters', () => {
  it('defaults to the first page of 10, newest first, unfiltered', () => {
    expect(parseCentreListRequest({})).toEqual({ search: null, status: null, state: null, autotestResult: null, overdue: null, accreditation: null, sortBy: 'createdAt', sortOrder: 'desc', page: 1, limit: 10 });
  });

  it.each([
    [{ limit: '5' }, 10],
    [{ limit: '5000' }, 1000],
    [{ limit: '250' }, 250],
    [{ limit: 'ten' }, 10],
    [{ limit: '1e3' }, 10],
    [{ limit: ['20', '30'] }, 10],
  ])('reads limit %j as %i', (raw, limit) => {
    expect(parseCentreListRequest(raw).limit).toBe(limit);
  });

  it('keeps the page at 1 or more', () => {
    expect(parseCentreListRequest({ page: '0' }).page).toBe(1);
    expect(parseCentreListRequest({ page: '-4' }).page).toBe(1);
    expect(parseCentreListRequest({ page: '7' }).page).toBe(7);
    expect(parseCentreListRequest({ page: '99999999999' }).page).toBe(1_000_000);
  });

  it('normalises the values it accepts', () => {
    expect(parseCentreFilters({ search: '  Ada  ', status: 'QUERY', state: 'abuja', autotestResult: 'Pending', sortBy: 'centrename', sortOrder: 'ASC' })).toEqual({
      search: 'Ada',
      status: 'query',
      state: 'FCT',
      autotestResult: 'pending',
      overdue: null,
      accreditation: null,
      sortBy: 'CentreName',
      sortOrder: 'asc',
    });
    expect(parseCentreFilters({ overdue: 'TRUE' })).toMatchObject({ overdue: true });
    expect(parseCentreFilters({ overdue: 'false' })).toMatchObject({ overdue: false });
    expect(parseCentreFilters({ accreditation: 'Accredited' })).toMatchObject({ accreditation: 'accredited' });
    expect(parseCentreFilters({ search: '   ', status: '', state: 'all', autotestResult: 'All' })).toMatchObject({ search: null, status: null, state: null, autotestResult: null });
  });

  it('reports every bad value at once', () => {
    expect(errorsOf({ sortBy: 'password', status: 'bogus', autotestResult: 'maybe', sortOrder: 'up', state: 'Atlantis', search: 'x'.repeat(101) })).toEqual([
      { path: 'search', msg: MSG.tooLong('Search', 100) },
      { path: 'status', msg: MSG.invalidListFilter('status', ['pending', 'registration_approved', 'autotest_approved', 'rejected', 'query']) },
      { path: 'state', msg: MSG.unknownStateName },
      { path: 'autotestResult', msg: MSG.invalidListFilter('autotestResult', ['approved', 'rejected', 'pending']) },
      { path: 'sortBy', msg: MSG.invalidSortBy(CENTRE_SORT_FIELDS) },
      { path: 'sortOrder', msg: MSG.invalidListFilter('sortOrder', ['asc', 'desc']) },
    ]);
    expect(errorsOf({ status: ['pending', 'query'] })).toEqual([{ path: 'status', msg: MSG.textExpected('status') }]);
  });
});

describe('centre list include', () => {
  it('reads include=statistics in any case; absent, empty or "all" means nothing more', () => {
    expect(readCentreListInclude({ include: 'statistics' })).toEqual({ include: 'statistics', errors: [] });
    expect(readCentreListInclude({ include: ' Statistics ' })).toEqual({ include: 'statistics', errors: [] });
    expect(readCentreListInclude({})).toEqual({ include: null, errors: [] });
    expect(readCentreListInclude({ include: '' })).toEqual({ include: null, errors: [] });
  });

  it('refuses anything else, and a repeated parameter', () => {
    expect(readCentreListInclude({ include: 'everything' }).errors).toEqual([{ path: 'include', msg: MSG.invalidListFilter('include', ['statistics']) }]);
    expect(readCentreListInclude({ include: ['statistics', 'statistics'] }).errors).toEqual([{ path: 'include', msg: MSG.textExpected('include') }]);
  });
});
