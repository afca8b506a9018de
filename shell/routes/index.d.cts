import type { AppRoute } from './rules.cjs';

export type * from './rules.cjs';
export { MENU_ICONS, guardAdmitsRole, pageFor, menuForRole } from './rules.cjs';

export const ROLES: readonly string[];
export const REMOTES: readonly string[];
export const LAYOUTS: readonly string[];
export function checkRouteTable(entries: readonly unknown[], sources?: readonly string[]): string[];
export function readAreas(dir?: string): { area: string; routes: unknown[] }[];
export function loadRouteTable(dir?: string): AppRoute[];
export function routePages(
  table: readonly AppRoute[],
): Record<string, { remote: string; module: string; layout: string }>;
export function routePaths(table: readonly AppRoute[]): string[];
