import { describe, expect, it } from 'vitest';
import { isCentrePage, returnPlace } from './returnPlace';

describe('the centre page’s back link (DECISIONS §10: back where the reader came from)', () => {
  it('returns to the list with its filters and page, or to the dashboard, not always the list root', () => {
    const list = '/admin-centres?filter=%7B%22status%22%3A%22pending%22%7D&page=3';
    expect(returnPlace(list)).toEqual({ to: list, label: 'console.centre.back' });
    expect(returnPlace('/admin-dashboard')).toEqual({ to: '/admin-dashboard', label: 'console.centre.backToDashboard' });
    expect(returnPlace('/admin-accreditation?page=2')).toEqual({ to: '/admin-accreditation?page=2', label: 'console.centre.backToAccreditation' });
    expect(returnPlace('/audit-events')).toEqual({ to: '/audit-events', label: 'console.centre.backToPrevious' });
  });

  it('falls back to the list when nothing, or nothing of this site, was remembered', () => {
    for (const remembered of [null, '', 'https://elsewhere.test/x', '//elsewhere.test']) expect(returnPlace(remembered)).toEqual({ to: '/admin-centres', label: 'console.centre.back' });
  });

  it('does not remember a centre’s own pages and tabs', () => {
    expect(isCentrePage('/admin-centre/5f0c')).toBe(true);
    expect(isCentrePage('/admin-centre/5f0c/documents')).toBe(true);
    expect(isCentrePage('/admin-centres/5f0c/show')).toBe(true);
    expect(isCentrePage('/admin-centres')).toBe(false);
    expect(isCentrePage('/admin-centres/create')).toBe(false);
    expect(isCentrePage('/admin-dashboard')).toBe(false);
  });
});
