import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'shelfsight';

export interface AccessTokens {
  sign(userId: number): Promise<string>;
  /** Resolves with the user id, or null for a token that is forged, expired or malformed. */
  verify(token: string): Promise<number | null>;
  /**
   * Like verify, but accepts a token that expired less than `graceSeconds` ago and also answers when
   * it was issued. Only for proofs that are checked against other evidence (login-as restore).
   */
  inspect(token: string, graceSeconds: number): Promise<{ userId: number; issuedAt: Date } | null>;
}

/** Short-lived HS256 access tokens; the refresh token (in the database) carries the session. */
export function createAccessTokens(secret: string): AccessTokens {
  const key = new TextEncoder().encode(secret);
  return {
    sign(userId) {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setIssuedAt()
        // A unique id keeps two tokens issued in the same second distinct.
        .setJti(randomUUID())
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token) {
      try {
        // jose checks exp only when present; a token without one would never expire, so it is refused.
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: ISSUER, requiredClaims: ['exp'] });
        const id = Number(payload.sub);
        return Number.isInteger(id) && id > 0 ? id : null;
      } catch {
        return null;
      }
    },
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
