import crypto from 'node:crypto';

/** Codes and link tokens are stored as SHA-256 digests, never as sent. */
export const digest = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** The token of a link sent by e-mail (password reset, job-alert confirmation, unsubscribe): 32 random bytes, URL-safe. */
export const newLinkToken = () => crypto.randomBytes(32).toString('base64url');
