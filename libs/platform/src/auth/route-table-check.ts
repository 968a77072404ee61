import { RequestMethod } from '@nestjs/common';
import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import type { ModulesContainer } from '@nestjs/core';
import { API_ROUTES, routeKey, type Permission, type RouteRule } from '#contracts';
import { PERMISSIONS_KEY } from './admin-auth.guard.js';

/** A route as its controller declares it. */
export interface DeclaredRoute {
  key: string;
  /** The permissions its AdminOnly (or autotest access) names; undefined when it has no admin guard. */
  permissions: readonly Permission[] | undefined;
  /** The class names of its guards. */
  guards: readonly string[];
}

const join = (...parts: string[]) => `/${parts.map((p) => p.replace(/^\/+|\/+$/g, '')).filter(Boolean).join('/')}`;
const asList = (value: unknown): string[] => (Array.isArray(value) ? value : [value ?? '']).map(String);

/** Every route of every controller of the app, under the global prefix. */
export function declaredRoutes(modules: ModulesContainer, prefix = 'api'): DeclaredRoute[] {
  const routes: DeclaredRoute[] = [];
  for (const module of modules.values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | null;
      if (!type?.prototype) continue;
      const bases = asList(Reflect.getMetadata(PATH_METADATA, type));
      const classGuards = (Reflect.getMetadata(GUARDS_METADATA, type) ?? []) as Array<{ name?: string }>;
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = (type.prototype as Record<string, unknown>)[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        const paths = Reflect.getMetadata(PATH_METADATA, handler) as unknown;
        if (method === undefined || paths === undefined) continue;
        const guards = [...classGuards, ...((Reflect.getMetadata(GUARDS_METADATA, handler) ?? []) as Array<{ name?: string }>)].map((g) => g?.name ?? '');
        const permissions = (Reflect.getMetadata(PERMISSIONS_KEY, handler) ?? Reflect.getMetadata(PERMISSIONS_KEY, type)) as Permission[] | undefined;
        for (const base of bases) {
          for (const path of asList(paths)) routes.push({ key: routeKey(RequestMethod[method]!, join(prefix, base, path)), permissions, guards });
        }
      }
    }
  }
  return routes;
}

const GUARD_OF: Partial<Record<RouteRule['auth'], string>> = {
  admin: 'AdminAuthGuard',
  centre: 'CentreAuthGuard',
  reset: 'ResetSessionGuard',
  autotest: 'AutotestCallerGuard',
};

/**
 * Where the controllers and the route table (libs/contracts api-routes.ts) disagree: a route the
 * table lacks, a row no controller serves, a guard other than the row's caller needs, or a
 * permission named differently in the two. The API does not start while there is one.
 */
export function routeTableProblems(declared: readonly DeclaredRoute[], table: Readonly<Record<string, RouteRule>> = API_ROUTES): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const route of declared) {
    seen.add(route.key);
    const rule = Object.prototype.hasOwnProperty.call(table, route.key) ? table[route.key]! : null;
    if (!rule) {
      problems.push(`${route.key} is not in the route table (libs/contracts/src/api-routes.ts)`);
      continue;
    }
    const guard = GUARD_OF[rule.auth];
    if (guard && !route.guards.includes(guard)) problems.push(`${route.key}: the table says ${rule.auth}, but the route has no ${guard}`);
    if (rule.auth === 'public' && route.guards.some((g) => Object.values(GUARD_OF).includes(g))) problems.push(`${route.key}: the table says public, but the route has a guard`);
    if (route.permissions !== undefined) {
      const named = route.permissions[0] ?? null;
      if (route.permissions.length > 1) problems.push(`${route.key}: one permission per route, the decorator names ${route.permissions.join(', ')}`);
      if (named !== (rule.permission ?? null)) problems.push(`${route.key}: the decorator names ${named ?? 'no permission'}, the table ${rule.permission ?? 'none'}`);
    }
  }
  for (const key of Object.keys(table)) if (!seen.has(key)) problems.push(`${key} is in the route table but no controller serves it`);
  return problems;
}
