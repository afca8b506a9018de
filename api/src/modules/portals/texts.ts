/** Texts the portals module sends. */

export const portalMessages = {
  // The spec's toast for the super admin's platform wizard (section 8).
  accountCreated: 'Account created successfully!',
} as const;
