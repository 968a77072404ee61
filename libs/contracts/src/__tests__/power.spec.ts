import { describe, expect, it } from '@jest/globals';
import { mayUse, reachCovers, reachOf, routeKey, routeRule, type PowerEntry } from '../index.js';

const lagosAdmin: PowerEntry = { role: 'admin', level: 'state', permissions: ['centres.read', 'centres.review'], states: ['Lagos'] };
const nationalAuditor: PowerEntry = { role: 'auditor', level: 'national', permissions: ['centres.read', 'audit.read'], states: 'all' };

describe('power: (permission, states) pairs, one entry per role', () => {
  it('lets reads combine entries and needs one entry carrying both the permission and the state to write', () => {
    const power = [lagosAdmin, nationalAuditor];
    expect(mayUse(power, { permission: 'centres.read' }, 'Kano')).toBe(true);
    expect(mayUse(power, { permission: 'centres.review' }, 'Kano')).toBe(false);
    expect(mayUse(power, { permission: 'centres.review' }, ' lagos ')).toBe(true);
    expect(mayUse(power, { permission: 'centres.review' }, null)).toBe(false);
    expect(mayUse(power, { permission: 'users.read' })).toBe(false);
    expect(mayUse([], { permission: null })).toBe(true);
  });

  it('counts only entries reaching every state where a rule says national', () => {
    expect(mayUse([{ ...nationalAuditor, states: ['Kano'] }], { permission: 'audit.read', national: true })).toBe(false);
    expect(mayUse([nationalAuditor], { permission: 'audit.read', national: true })).toBe(true);
  });

  it('unites reaches and compares them', () => {
    expect(reachOf([lagosAdmin, { ...lagosAdmin, states: ['Kano', 'lagos'] }])).toEqual(['Lagos', 'Kano']);
    expect(reachOf([lagosAdmin, nationalAuditor])).toBe('all');
    expect(reachCovers('all', ['Kano'])).toBe(true);
    expect(reachCovers(['Kano'], 'all')).toBe(false);
    expect(reachCovers(['Kano', 'Lagos'], ['lagos'])).toBe(true);
  });

  it('names a route by method and path, as the OpenAPI document does', () => {
    expect(routeKey('head', '/api/user/:id/')).toBe('GET /api/user/{id}');
    expect(routeRule('PUT', '/api/admin/schools/:id/approve')).toMatchObject({ permission: 'centres.review', access: 'write', target: 'centre' });
    expect(routeRule('GET', '/api/nowhere')).toBeNull();
  });
});
