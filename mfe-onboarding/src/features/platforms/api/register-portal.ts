import { api } from '@portal/shared';
import type { portalRequest } from '@portal/shared/contracts';
import type { Parsed } from '../../../lib/parsed';

/** POST /api/portal: one job platform handed over, with its login details or consent (spec section 7). */
export async function registerPortal(payload: Parsed<typeof portalRequest>): Promise<void> {
  await api().post('portal', { json: payload }).json();
}
