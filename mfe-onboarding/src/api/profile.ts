import { api } from '@portal/shared';
import type { updateProfileRequest } from '@portal/shared/contracts';
import type { Parsed } from './parsed';

/** PATCH /api/user/update-profile from the profile step (spec section 7); the server sets step 2. */
export async function updateProfile(payload: Parsed<typeof updateProfileRequest>): Promise<void> {
  await api().patch('user/update-profile', { json: payload }).json();
}
