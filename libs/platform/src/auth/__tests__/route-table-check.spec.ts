import 'reflect-metadata';
import { describe, expect, it } from '@jest/globals';
import type { RouteRule } from '#contracts';
import { routeTableProblems, type DeclaredRoute } from '../route-table-check.js';

const table: Record<string, RouteRule> = {
  'GET /api/things': { auth: 'admin', permission: 'centres.read', access: 'read' },
  'POST /api/things/{id}': { auth: 'admin', permission: 'centres.review', access: 'write', target: 'centre' },
  'GET /api/open': { auth: 'public', access: 'read' },
};
const admin = (key: string, permissions: DeclaredRoute['permissions']): DeclaredRoute => ({ key, permissions, guards: ['AdminAuthGuard'] });

describe('the route table against the controllers', () => {
  it('agrees when every route has its row, guard and permission', () => {
    expect(routeTableProblems([admin('GET /api/things', ['centres.read']), admin('POST /api/things/{id}', ['centres.review']), { key: 'GET /api/open', permissions: undefined, guards: [] }], table)).toEqual([]);
  });

  it('names a route the table lacks and a row no controller serves', () => {
    const problems = routeTableProblems([admin('GET /api/things', ['centres.read']), admin('DELETE /api/things/{id}', ['centres.review']), { key: 'GET /api/open', permissions: undefined, guards: [] }], table);
    expect(problems).toEqual([
      'DELETE /api/things/{id} is not in the route table (libs/contracts/src/api-routes.ts)',
      'POST /api/things/{id} is in the route table but no controller serves it',
    ]);
  });

  it('names a permission the decorator and the table name differently, and a missing or extra guard', () => {
    const problems = routeTableProblems(
      [admin('GET /api/things', ['centres.export']), { key: 'POST /api/things/{id}', permissions: undefined, guards: [] }, { key: 'GET /api/open', permissions: undefined, guards: ['CentreAuthGuard'] }],
      table,
    );
    expect(problems).toEqual([
      'GET /api/things: the decorator names centres.export, the table centres.read',
      'POST /api/things/{id}: the table says admin, but the route has no AdminAuthGuard',
      'GET /api/open: the table says public, but the route has a guard',
    ]);
  });
});
