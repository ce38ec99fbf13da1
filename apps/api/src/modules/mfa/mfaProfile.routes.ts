import {
  MFA_RECOVERY_CODE_COUNT,
  mfaConfirmRequestSchema,
  mfaEnrolmentSchema,
  mfaMessages,
  mfaPaths,
  mfaRecoveryCodesSchema,
  mfaRemoveRequestSchema,
  mfaStatusSchema,
  trustedDeviceParamsSchema,
  trustedDevicesSchema,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { checkPassword } from '../auth';
import {
  disableMfa,
  enableMfa,
  findMfa,
  listTrustedDevices,
  recoveryCodesLeft,
  revokeTrustedDevice,
  spendTimeStep,
  startEnrolment,
} from './mfa.repository';
import { matchTotp, newTotpSecret, otpauthUri, qrDataUrl } from './totp';

const errors = errorResponses(400, 401, 404, 409);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The signed-in user's own factor and trusted devices; nobody can reach another user's. */
export const mfaProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a caller without a session gets 401 before its body is even looked at.
  app.addHook('onRequest', app.authenticate);
  const userIdOf = (request: { user: { id: number } | null }) => {
    if (!request.user) throw new HttpError(401, 'Authentication required');
    return request.user.id;
  };
  /** Accepts a current code once (replays refused); false when it does not match. */
  const acceptCode = async (userId: number, secret: string, lastStep: number | null, code: string) => {
    const step = await matchTotp(secret, code, lastStep);
    return step !== null && (await spendTimeStep(app.db, userId, step));
  };
  const security = [{ bearerAuth: [] }];

  app.get(
    mfaPaths.status,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Whether MFA is on, and recovery codes left',
        security,
        response: { 200: mfaStatusSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const mfa = await findMfa(app.db, userId);
      const enabled = mfa?.enabledAt != null;
      return {
        enabled,
        enabledAt: iso(mfa?.enabledAt ?? null),
        recoveryCodesLeft: enabled ? await recoveryCodesLeft(app.db, userId) : 0,
      };
    },
  );

  app.post(
    mfaPaths.enrolment,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Start MFA set-up: a new secret, its otpauth URI and a QR code',
        description: 'Starting again replaces a set-up that was not confirmed. 409 when MFA is already on.',
        security,
        response: { 200: mfaEnrolmentSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      if ((await findMfa(app.db, userId))?.enabledAt) throw new HttpError(409, mfaMessages.alreadyEnabled);
      const secret = newTotpSecret();
      await startEnrolment(app.db, userId, secret);
      const uri = otpauthUri(request.user?.email ?? '', secret);
      return { secret, otpauthUri: uri, qrDataUrl: await qrDataUrl(uri) };
    },
  );

  app.post(
    mfaPaths.confirmEnrolment,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Confirm MFA set-up with a current code; answers 10 single-use recovery codes, once',
        security,
        body: mfaConfirmRequestSchema,
        response: { 200: mfaRecoveryCodesSchema, ...errors },
      },
    },
    async (request) => {
      const userId = userIdOf(request);
      const mfa = await findMfa(app.db, userId);
      if (!mfa) throw new HttpError(409, mfaMessages.notEnrolling);
      if (mfa.enabledAt) throw new HttpError(409, mfaMessages.alreadyEnabled);
      if (!(await acceptCode(userId, mfa.secret, mfa.lastTimeStep, request.body.code))) {
        throw new HttpError(400, mfaMessages.invalidCode, { code: mfaMessages.invalidCode });
      }
      return { recoveryCodes: await enableMfa(app.db, userId, MFA_RECOVERY_CODE_COUNT) };
    },
  );

  app.post(
    mfaPaths.remove,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Turn MFA off with a current code or the password',
        description: 'Also drops the recovery codes and every trusted device.',
        security,
        body: mfaRemoveRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const userId = userIdOf(request);
      const mfa = await findMfa(app.db, userId);
      if (!mfa?.enabledAt) throw new HttpError(409, mfaMessages.notEnabled);
      const { code, password } = request.body;
      if (code !== undefined) {
        if (!(await acceptCode(userId, mfa.secret, mfa.lastTimeStep, code))) {
          throw new HttpError(400, mfaMessages.invalidCode, { code: mfaMessages.invalidCode });
        }
      } else {
        const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
        if (!(await checkPassword(row?.passwordHash ?? null, password ?? ''))) {
          throw new HttpError(400, mfaMessages.invalidPassword, { password: mfaMessages.invalidPassword });
        }
      }
      await disableMfa(app.db, userId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    mfaPaths.trustedDevices,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Devices that skip the MFA step (30 days each)',
        security,
        response: { 200: trustedDevicesSchema, ...errors },
      },
    },
    async (request) => {
      const rows = await listTrustedDevices(app.db, userIdOf(request));
      return {
        devices: rows.map((row) => ({
          id: row.id,
          label: row.label,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: iso(row.lastUsedAt),
          expiresAt: row.expiresAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    mfaPaths.trustedDevice,
    {
      schema: {
        tags: ['mfa'],
        summary: 'Stop trusting a device: its next sign-in asks for a code again',
        security,
        params: trustedDeviceParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await revokeTrustedDevice(app.db, userIdOf(request), request.params.id))) {
        throw new HttpError(404, 'Trusted device not found');
      }
      return reply.code(204).send(null);
    },
  );
};
