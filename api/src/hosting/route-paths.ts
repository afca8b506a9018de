import { z } from 'zod';

/** The route table's path for an address: without trailing slashes, as the shell's router reads it. */
export const routePathOf = (pathname: string) => pathname.replace(/\/+$/, '') || '/';

/** The shell's route-paths.json: every path of its route table (`:name` one segment, `*` the rest). */
export const routePathsSchema = z.array(z.string().startsWith('/'));

/** Whether an address is one of the route table's paths, as the shell's router matches them (any letter case). */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.toLowerCase().split('/');
  const given = pathname.toLowerCase().split('/');
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined || (segment.startsWith(':') ? part === '' : segment !== part)) return false;
  }
  return wanted.length === given.length;
}

/** Whether the shell's router shows a page of its table at this address (rather than its 404 page). */
export const isRouteAddress = (routePaths: readonly string[], pathname: string): boolean =>
  routePaths.some((pattern) => matchesRoutePath(pattern, routePathOf(pathname)));
