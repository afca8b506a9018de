/** Texts the subscribers module sends (issue 16). */

export const subscriberMessages = {
  // The spec's toast (section 8).
  adminAssigned: 'Admin assigned successfully',
  candidateNotFound: 'Candidate not found.',
  notSubscribed: 'This candidate has not chosen a plan yet.',
  adminNotFound: 'Admin not found.',
  adminNotActive: 'Only an active admin can be assigned.',
  alreadyAssigned: 'This candidate already has an admin.',
} as const;
