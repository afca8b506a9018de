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
/** `rememberMe`: the token was issued for the longer lifetime (read from `exp − iat`), so a renewal keeps it. */
export type VerifiedSession = SessionClaims & { jti: string; exp: number; rememberMe: boolean };

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** How many verified tokens `SessionTokens` remembers (least recently used first out). */
export const verifiedTokenCacheSize = 10_000;

export class SessionTokens {
  readonly #key: Uint8Array;
  /**
   * Tokens whose signature and claims were checked, by the token string, until their `exp`: a verified signature
   * stays verified, so a repeated token skips the HMAC and the JSON parsing. Whether the session still stands
   * (signed out, password changed, suspended) is not cached: the per-request account read decides that.
   * A Map keeps insertion order; a hit is moved to the end, so the first key is the least recently used.
   */
  readonly #verified = new Map<string, VerifiedSession>();
  readonly #cacheSize: number;

  constructor(secret: string, cacheSize = verifiedTokenCacheSize) {
    this.#key = new TextEncoder().encode(secret);
    this.#cacheSize = cacheSize;
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
    const cached = this.#verified.get(token);
    if (cached) {
      this.#verified.delete(token);
      // Expired as jose judges it: `exp` at or before now.
      if (cached.exp <= Math.floor(Date.now() / 1000)) return null;
      this.#verified.set(token, cached);
      return { ...cached };
    }
    const claims = await this.#verifySignature(token);
    if (claims) {
      if (this.#verified.size >= this.#cacheSize) {
        const oldest = this.#verified.keys().next();
        if (!oldest.done) this.#verified.delete(oldest.value);
      }
      this.#verified.set(token, claims);
      return { ...claims };
    }
    return null;
  }

  /** The cached tokens, least recently used first (for tests). */
  cachedTokens(): string[] {
    return [...this.#verified.keys()];
  }

  async #verifySignature(token: string): Promise<VerifiedSession | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'], requiredClaims: ['exp', 'jti'] });
      const { sub, role, ver, jti, exp, iat } = payload;
      // A token without a version or an id (issued before sessions could end) is no longer accepted.
      if (typeof sub !== 'string' || typeof role !== 'string' || typeof ver !== 'number' || !Number.isInteger(ver))
        return null;
      if (typeof jti !== 'string' || !uuidShape.test(jti) || typeof exp !== 'number') return null;
      const rememberMe = typeof iat === 'number' && exp - iat > sessionLifetimeSeconds(false);
      return { sub, role: role as Role, ver, jti, exp, rememberMe };
    } catch {
      return null;
    }
  }
}

/** Six digits, uniformly drawn. */
export const newVerificationCode = () => crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
