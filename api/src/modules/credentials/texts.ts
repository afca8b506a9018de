/** Texts the credentials module sends (the spec leaves them to us). */
export const credentialMessages = {
  portalNotFound: 'This job platform was not found.',
  noLoginDetails: 'This platform has no login details: the candidate asked us to create the account.',
  cannotDecrypt: 'These login details cannot be read. Ask the candidate to enter them again.',
} as const;
