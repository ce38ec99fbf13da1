import {
  authErrorMessages,
  loginResponseSchema,
  MFA_CHALLENGE_COOKIE,
  MFA_TRUSTED_DEVICE_DAYS,
  mfaMessages,
  mfaPaths,
  mfaVerifyRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMaySignIn } from '../../access/signIn';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { findUserByEmail, issueRefreshToken, loadAuthUser, setRefreshCookie } from '../auth';
import { activeCustomerOf } from '../customers';
import {
  challengeUser,
  findMfa,
  spendChallenge,
  spendRecoveryCode,
  spendTimeStep,
  trustDevice,
} from './mfa.repository';
import { clearChallengeCookie, deviceLabel } from './secondFactor';
import { matchTotp } from './totp';

/** The second step of sign-in: the challenge cookie from POST /api/login plus a code. */
export const mfaVerifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    mfaPaths.verify,
    {
      config: { authRateLimit: 'secondFactor' },
      schema: {
        tags: ['auth'],
        summary: 'Finish an MFA sign-in with a TOTP code or a recovery code',
        description:
          `Needs the ${MFA_CHALLENGE_COOKIE} cookie that POST /api/login set with its 400 Mfa_expired answer ` +
          '(valid 10 minutes, single-use) and the same email. Answers like POST /api/login. A wrong code is ' +
          '400 naming `code` or `recoveryCode`; a missing, expired or spent challenge is 410 (sign in again). ' +
          `trustDevice with deviceIdentifier skips this step on that device for ${MFA_TRUSTED_DEVICE_DAYS} days. ` +
          'Wrong codes count as failed sign-ins (429 with Retry-After, as POST /api/login).',
        body: mfaVerifyRequestSchema,
        response: { 200: loginResponseSchema, ...errorResponses(400, 401, 403, 410, 429) },
      },
    },
    async (request, reply) => {
      const { email, code, recoveryCode, trustDevice: trust, deviceIdentifier } = request.body;
      const challenge = request.cookies[MFA_CHALLENGE_COOKIE];
      const challengedId = challenge ? await challengeUser(app.db, challenge) : null;
      const row = await findUserByEmail(app.db, email);
      // The challenge proves the password; it must belong to the account named in the body.
      if (!challenge || challengedId === null || !row || row.id !== challengedId) {
        clearChallengeCookie(reply);
        throw new HttpError(410, mfaMessages.challengeExpired);
      }
      const mfa = await findMfa(app.db, row.id);
      if (!mfa?.enabledAt) throw new HttpError(410, mfaMessages.challengeExpired);
      if (code !== undefined) {
        const step = await matchTotp(mfa.secret, code, mfa.lastTimeStep);
        if (step === null || !(await spendTimeStep(app.db, row.id, step))) {
          throw new HttpError(400, mfaMessages.invalidCode, { code: mfaMessages.invalidCode });
        }
      } else if (!(await spendRecoveryCode(app.db, row.id, recoveryCode ?? ''))) {
        throw new HttpError(400, mfaMessages.invalidRecoveryCode, { recoveryCode: mfaMessages.invalidRecoveryCode });
      }
      if (!(await spendChallenge(app.db, challenge))) throw new HttpError(410, mfaMessages.challengeExpired);
      clearChallengeCookie(reply);

      // The account may have changed in the minutes since the password step.
      await requireMaySignIn(app.db, row);
      const current = await loadAuthUser(app.db, row.id, activeCustomerOf(request));
      if (!current) throw new HttpError(401, authErrorMessages.invalidCredentials);

      if (trust && deviceIdentifier) {
        await trustDevice(
          app.db,
          row.id,
          deviceIdentifier,
          deviceLabel(request.headers['user-agent']),
          MFA_TRUSTED_DEVICE_DAYS,
        );
      }
      setRefreshCookie(request, reply, await issueRefreshToken(app.db, row.id, { deviceIdentifier }));
      const token = await app.accessTokens.sign(row.id);
      return { token, user: current.user, scopes: current.scopes, v1RedirectUrl: null };
    },
  );
};
