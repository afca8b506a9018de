import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { Role } from '@portal/shared/contracts';

const oneDaySeconds = 24 * 60 * 60;
/** Remember Me keeps the session for 30 days instead of one. */
export const sessionLifetimeSeconds = (rememberMe: boolean) => (rememberMe ? 30 : 1) * oneDaySeconds;

/**
 * `ver` is the account's session version when the token was issued (a password reset bumps it, ending every
 * earlier token); `jti` names this one token, so signing out can end it alone.
 */
export type SessionClaims = { sub: string; role: Role; ver: number };
export type VerifiedSession = SessionClaims & { jti: string; exp: number };

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class SessionTokens {
  readonly #key: Uint8Array;

  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  sign(claims: SessionClaims, rememberMe: boolean): Promise<string> {
    return new SignJWT({ role: claims.role, ver: claims.ver })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(crypto.randomUUID())
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + sessionLifetimeSeconds(rememberMe))
      .sign(this.#key);
  }

  /** The claims of a valid, unexpired token; null for anything else. */
  async verify(token: string): Promise<VerifiedSession | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti'] });
      const { sub, role, ver, jti, exp } = payload;
      // A token without a version or an id (issued before sessions could end) is no longer accepted.
      if (typeof sub !== 'string' || typeof role !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver))
        return null;
      if (typeof jti !== 'string' || !uuidShape.test(jti) || typeof exp !== 'number') return null;
      return { sub, role: role as Role, ver, jti, exp };
    } catch {
      return null;
    }
  }
}

/** Six digits, uniformly drawn. */
export const newVerificationCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
