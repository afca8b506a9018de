import { sharedMessages } from './texts';

export const roles = ['user', 'admin', 'superAdmin'] as const;
export type Role = (typeof roles)[number];

/** 'superAdmin' shows as 'SuperAdmin'; a missing role as 'No Role' (spec section 2, header). */
export function roleLabel(role: string | null | undefined): string {
  if (!role) return sharedMessages.noRole;
  return role.charAt(0).toUpperCase() + role.slice(1);
}

export const isStaff = (role: Role | null | undefined): boolean => role === 'admin' || role === 'superAdmin';
