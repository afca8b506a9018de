/** Texts the session store and the api client show themselves (part of the `@portal/shared` singleton). */

export const sessionMessages = {
  // Session (sections 2, 4, 8)
  sessionExpired: 'Session Expired',
  loggedOut: "You've been logged out successfully!",
} as const;
