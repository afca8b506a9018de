import type { User } from '@portal/shared';

export type StatusAction = { key: 'activate' | 'deactivate' | 'suspend' | 'delete'; status: User['status'] };

/**
 * The status menu of spec section 4: Activate when not active (sets active), Deactivate when active (sets
 * pending), Suspend when not suspended (sets suspended), Delete always (sets deleted).
 */
export function statusActions(status: User['status']): StatusAction[] {
  const actions: StatusAction[] = [];
  if (status !== 'active') actions.push({ key: 'activate', status: 'active' });
  if (status === 'active') actions.push({ key: 'deactivate', status: 'pending' });
  if (status !== 'suspended') actions.push({ key: 'suspend', status: 'suspended' });
  actions.push({ key: 'delete', status: 'deleted' });
  return actions;
}
