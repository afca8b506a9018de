import { api } from '@portal/shared';
import type { updateProfileRequest } from '@portal/shared/contracts';
import type { Parsed } from '../../../lib/parsed';
import { keepSessionUser } from '@portal/shared/session-user';

/**
 * PATCH /api/user/update-profile from the profile step (spec section 7); the server sets step 2.
 * It answers the updated user, flags included, so the session takes it without reading /user/me again.
 */
export async function updateProfile(payload: Parsed<typeof updateProfileRequest>): Promise<void> {
  keepSessionUser(await api().patch('user/update-profile', { json: payload }).json());
}
