import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'shelfsight';
/** The claim holding the user's session version at the time of signing. */
const SESSION_VERSION_CLAIM = 'sv';

export interface AccessTokens {
  /** Signs a token carrying the user's current session version. */
  sign(userId: number): Promise<string>;
  /** Resolves with the user id, or null for a token that is forged, expired or malformed. */
  verify(token: string): Promise<number | null>;
  /** Like verify, with the session version the token was issued under (0 for tokens without one). */
  session(token: string): Promise<{ userId: number; sessionVersion: number } | null>;
  /**
   * Like verify, but accepts a token that expired less than `graceSeconds` ago and also answers when
   * it was issued. Only for proofs that are checked against other evidence (login-as restore).
   */
  inspect(token: string, graceSeconds: number): Promise<{ userId: number; issuedAt: Date } | null>;
}

/**
 * Short-lived HS256 access tokens; the refresh token (in the database) carries the session.
 * `sessionVersionOf` reads the user's current session version when a token is signed.
 */
export function createAccessTokens(
  secret: string,
  sessionVersionOf: (userId: number) => Promise<number>,
): AccessTokens {
  // A key object made once: given raw bytes, jose imports a key on every verification.
  const key = createSecretKey(new TextEncoder().encode(secret));
  // Tokens already verified, until their exp: a signed-in client sends the same token on every request,
  // and the HMAC check is most of what an authenticated request costs once access is in memory.
  const verified = new LRUCache<string, { userId: number; sessionVersion: number; expiresAt: number }>({ max: 20_000 });
  async function session(token: string) {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return { userId: known.userId, sessionVersion: known.sessionVersion };
      verified.delete(token);
    }
    const checked = await verifySession(token);
    if (checked) verified.set(token, checked);
    return checked ? { userId: checked.userId, sessionVersion: checked.sessionVersion } : null;
  }
  async function verifySession(token: string) {
    try {
      // jose checks exp only when present; a token without one would never expire, so it is refused.
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        requiredClaims: ['exp'],
      });
      const id = Number(payload.sub);
      const version = payload[SESSION_VERSION_CLAIM] ?? 0;
      if (!Number.isInteger(id) || id <= 0 || !Number.isInteger(version) || typeof payload.exp !== 'number')
        return null;
      return { userId: id, sessionVersion: version as number, expiresAt: payload.exp * 1000 };
    } catch {
      return null;
    }
  }
  return {
    async sign(userId) {
      return (
        new SignJWT({ [SESSION_VERSION_CLAIM]: await sessionVersionOf(userId) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(userId))
          .setIssuer(ISSUER)
          .setIssuedAt()
          // A unique id keeps two tokens issued in the same second distinct.
          .setJti(randomUUID())
          .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
          .sign(key)
      );
    },
    async verify(token) {
      return (await session(token))?.userId ?? null;
    },
    session,
    async inspect(token, graceSeconds) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          clockTolerance: graceSeconds,
          requiredClaims: ['exp'],
        });
        const id = Number(payload.sub);
        if (!Number.isInteger(id) || id <= 0 || typeof payload.iat !== 'number') return null;
        return { userId: id, issuedAt: new Date(payload.iat * 1000) };
      } catch {
        return null;
      }
    },
  };
}
