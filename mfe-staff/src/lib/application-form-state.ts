import type { CandidateRecord, Platform } from '@portal/shared/contracts';

/** What /applicationform receives in navigation state (spec section 2: it needs a candidate passed in navigation state). */
export type ApplicationFormState = { candidate: CandidateRecord; platform: Platform };

export function isApplicationFormState(value: unknown): value is ApplicationFormState {
  const state = value as Partial<ApplicationFormState> | null | undefined;
  return Boolean(state?.candidate?.user?._id && typeof state.platform === 'string');
}
