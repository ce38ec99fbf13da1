import {
  MFA_CHALLENGE_COOKIE,
  MFA_CHALLENGE_COOKIE_PATH,
  MFA_CHALLENGE_TTL_MINUTES,
  MFA_REQUIRED_MESSAGE,
} from '@shelfsight/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/httpError';
import { isMfaEnabled, issueChallenge, useTrustedDevice } from './mfa.repository';

/**
 * Called by POST /api/login once the password checked out. For an account with MFA on and no
 * trusted device it issues a challenge (an httpOnly cookie, so the password never has to travel
 * again and the code alone can never sign anyone in) and answers 400 `Mfa_expired` without tokens.
 */
export async function requireSecondFactor(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  deviceIdentifier: string | undefined,
): Promise<void> {
  if (!(await isMfaEnabled(app.db, userId))) return;
  if (deviceIdentifier && (await useTrustedDevice(app.db, userId, deviceIdentifier))) return;
  const token = await issueChallenge(app.db, userId, MFA_CHALLENGE_TTL_MINUTES);
  reply.setCookie(MFA_CHALLENGE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: MFA_CHALLENGE_COOKIE_PATH,
    maxAge: MFA_CHALLENGE_TTL_MINUTES * 60,
  });
  throw new HttpError(400, MFA_REQUIRED_MESSAGE);
}

export function clearChallengeCookie(reply: FastifyReply): void {
  reply.clearCookie(MFA_CHALLENGE_COOKIE, { path: MFA_CHALLENGE_COOKIE_PATH, httpOnly: true, sameSite: 'strict' });
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/Android/, 'Android'],
  [/iPhone|iPad/, 'iOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];

/** A short, readable name for a trusted device: browser and system from the user agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
