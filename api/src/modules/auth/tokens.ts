import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@portal/shared/contracts';

const oneDaySeconds = 24 * 60 * 60;
/** Remember Me keeps the session for 30 days instead of one. */
export const sessionLifetimeSeconds = (rememberMe: boolean) => (rememberMe ? 30 : 1) * oneDaySeconds;

export type SessionClaims = { sub: string; role: Role };

export class SessionTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, rememberMe: boolean): Promise<string> {
    return new SignJWT({ role: claims.role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + sessionLifetimeSeconds(rememberMe))
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<SessionClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
      return { sub: payload.sub, role: payload.role as Role };
    } catch {
      return null;
    }
  }
}

/** Six digits, uniformly drawn. */
export const newVerificationCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
