// Build-time entry `@portal/shared/session-return`: the page a session was on when it ended (a 401, or its time ran
// out), carried to /login in the router's state, so the same account signing in again goes back to it rather than to
// its dashboard. The shell writes it; the sign-in page reads it.

/** What /login's location state holds when a session ended on a page. */
export type SessionReturn = { returnTo: { path: string; userId: string } };

/** The state to open /login with, for a session of `userId` that ended at `path` (none when no one was signed in). */
export function sessionReturnState(path: string, userId: string | null | undefined): SessionReturn | undefined {
  return userId && isPagePath(path) ? { returnTo: { path, userId } } : undefined;
}

/** The page to go back to after `userId` signed in, when /login was opened by their own ended session; else null. */
export function returnPathFor(state: unknown, userId: string): string | null {
  if (!state || typeof state !== 'object' || !('returnTo' in state)) return null;
  const { returnTo } = state as { returnTo: unknown };
  if (!returnTo || typeof returnTo !== 'object') return null;
  const { path, userId: endedFor } = returnTo as { path?: unknown; userId?: unknown };
  return typeof path === 'string' && endedFor === userId && isPagePath(path) ? path : null;
}

/** A path of this site (not another origin's `//host`), and not the sign-in page itself. */
function isPagePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/^\/login(?:[/?#]|$)/.test(path);
}
