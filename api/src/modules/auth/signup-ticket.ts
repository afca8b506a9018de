import type { FastifyReply, FastifyRequest } from 'fastify';
import { digest, newLinkToken } from '../../security/link-tokens';
import { verificationCodeLifetimeMs } from './codes';

/**
 * The browser that chose a pending account's password holds this ticket (an HttpOnly cookie sent only to the
 * verification call); the account keeps the digest. A verification without the ticket of the latest sign-up
 * proves the inbox but not the password, so that password is dropped (pre-hijacking, issue 11).
 */
const cookieName = 'portal_signup';
const cookiePath = '/api/auth/email-verification';

/** Sets a fresh ticket on the reply; returns the digest to store with the account. */
export function giveSignupTicket(reply: FastifyReply, secure: boolean): string {
  const ticket = newLinkToken();
  const attributes = [
    `Path=${cookiePath}`,
    'HttpOnly',
    'SameSite=Strict',
    // A resent code lives as long again; the ticket outlives a few of them.
    `Max-Age=${Math.round((verificationCodeLifetimeMs * 8) / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ];
  reply.header('set-cookie', `${cookieName}=${ticket}; ${attributes.join('; ')}`);
  return digest(ticket);
}

/** The digest of the ticket this request carries, or null. */
export function signupTicketDigestOf(request: FastifyRequest): string | null {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === cookieName && value.length > 0) {
      const ticket = value.join('=');
      return /^[A-Za-z0-9_-]{43}$/.test(ticket) ? digest(ticket) : null;
    }
  }
  return null;
}

/** The ticket has done its job once the address is verified. */
export function clearSignupTicket(reply: FastifyReply): void {
  reply.header('set-cookie', `${cookieName}=; Path=${cookiePath}; HttpOnly; SameSite=Strict; Max-Age=0`);
}
