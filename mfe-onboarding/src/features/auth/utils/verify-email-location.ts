/**
 * Where the verification page lives for an address: `?email=` so a reload keeps it, plus the same
 * address in navigation state (spec section 2: /register goes to /verify-email carrying the email).
 */
export function verifyEmailLocation(email: string): { to: string; state: { email: string } } {
  return { to: `/verify-email?${new URLSearchParams({ email }).toString()}`, state: { email } };
}

/** The address handed over by `verifyEmailLocation`: navigation state first, then the query. */
export function handedOverEmail(state: unknown, search: URLSearchParams): string {
  if (state && typeof state === 'object' && 'email' in state && typeof state.email === 'string') return state.email;
  return search.get('email') ?? '';
}
