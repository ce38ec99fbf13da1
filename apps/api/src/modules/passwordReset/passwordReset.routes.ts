import {
  newPasswordFieldErrors,
  passwordResetMessages,
  passwordResetPaths,
  resetHashParamsSchema,
  resetPasswordRequestSchema,
  sendResetEmailRequestSchema,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { findUserByEmail, hashPassword } from '../auth';
import { completePasswordReset, createPasswordReset, findUsableReset } from './passwordReset.repository';
import { resetMail } from './resetMail';

// An unusable link is 410 Gone when it existed (used or expired) and 404 when it never did.
const problemStatus = { unknown: 404, used: 410, expired: 410 } as const;
const errors = errorResponses(400, 404, 410, 429);

/** Password reset by e-mail (spec 1 §7): request a link, check it, set the new password. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  app.post(
    passwordResetPaths.sendEmail,
    {
      config: { authRateLimit: 'reset' },
      schema: {
        tags: ['auth'],
        summary: 'Send a password reset link by e-mail',
        description:
          'Answers 204 whether or not the address belongs to an account, so it reveals nothing. Active, ' +
          'unblocked accounts get a mail with a single-use link valid for one hour.',
        body: sendResetEmailRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.isBlocked) {
        const { hash } = await createPasswordReset(app.db, user.id);
        const link = `${publicUrl}/reset-password/?hash=${encodeURIComponent(hash)}`;
        await app.mailer.send(resetMail(user.email, user.displayName, link));
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    passwordResetPaths.validate,
    {
      config: { authRateLimit: 'reset' },
      schema: {
        tags: ['auth'],
        summary: 'Check that a password reset link can still be used',
        description: '204 when usable; 404 for an unknown link, 410 for a used or expired one.',
        params: resetHashParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const found = await findUsableReset(app.db, request.params.hash);
      if (!found.ok) throw new HttpError(problemStatus[found.problem], passwordResetMessages[found.problem]);
      return reply.code(204).send(null);
    },
  );

  app.post(
    passwordResetPaths.reset,
    {
      config: { authRateLimit: 'reset' },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password through a reset link',
        description:
          'Applies the password rules (400 naming password or confirmPassword), stores the argon2id hash, ' +
          'spends the link and signs the account out everywhere by revoking its refresh tokens.',
        params: resetHashParamsSchema,
        body: resetPasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const found = await findUsableReset(app.db, request.params.hash);
      if (!found.ok) throw new HttpError(problemStatus[found.problem], passwordResetMessages[found.problem]);
      const fields = newPasswordFieldErrors(request.body, found.email);
      if (Object.keys(fields).length > 0) {
        throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
      }
      const spent = await completePasswordReset(app.db, found, await hashPassword(request.body.password));
      if (!spent) throw new HttpError(410, passwordResetMessages.used);
      app.accessCache.invalidateUser(found.userId);
      return reply.code(204).send(null);
    },
  );
};
