import type { User } from './contracts/user';
import { sharedMessages } from './texts';

/** 'firstName lastName' as every screen shows a person; 'No Name' when neither is set (spec section 2). */
export function displayName(user: Pick<User, 'firstName' | 'lastName'> | null | undefined): string {
  const name = [user?.firstName, user?.lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
  return name || sharedMessages.noName;
}
