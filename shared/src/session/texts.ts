/** Texts the session store and the api client show themselves (part of the `@portal/shared` singleton). */

export const sessionMessages = {
  // Session (sections 2, 4, 8)
  sessionExpired: 'Session Expired',
  loggedOut: "You've been logged out successfully!",
  // The candidate deleted their account (Settings, My data; beyond the spec): the session ends with it.
  accountDeleted: 'Your account has been deleted.',
} as const;
