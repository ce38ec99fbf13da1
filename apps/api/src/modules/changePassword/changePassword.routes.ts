import { accessToolPaths, changePasswordRequestSchema, newPasswordFieldErrors } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import { bumpSessionVersion } from '../../access/sessionVersion';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { checkPassword, hashPassword } from '../auth';

export const changePasswordMessages = {
  wrongCurrent: 'The current password is not correct.',
  sameAsCurrent: 'Choose a password different from the current one.',
} as const;

/** The signed-in user's own password change; it clears the forced-change flag (spec 1 §2, §4). */
export const changePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    accessToolPaths.changePassword,
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Change the own password',
        description:
          'Checks the current password (400 naming currentPassword), applies the password rules (400 naming ' +
          'password or confirmPassword), stores the argon2id hash and clears needsToChangePassword. The ' +
          'session in use stays signed in.',
        security: [{ bearerAuth: [] }],
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const userId = request.user?.id ?? 0;
      const [row] = await app.db.select().from(users).where(eq(users.id, userId));
      if (!row) throw new HttpError(401, 'Authentication required');
      const { currentPassword, password, confirmPassword } = request.body;
      if (!(await checkPassword(row.passwordHash, currentPassword))) {
        throw new HttpError(400, 'Invalid body: currentPassword', {
          currentPassword: changePasswordMessages.wrongCurrent,
        });
      }
      const fields: Record<string, string> = newPasswordFieldErrors({ password, confirmPassword }, row.email);
      if (!fields.password && password === currentPassword) fields.password = changePasswordMessages.sameAsCurrent;
      if (Object.keys(fields).length > 0)
        throw new HttpError(400, `Invalid body: ${Object.keys(fields).join(', ')}`, fields);
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, needsToChangePassword: false, lastUpdated: sql`now()` })
          .where(eq(users.id, userId));
        // Access tokens issued before the change end; the browser's refresh token gets it a new one.
        await bumpSessionVersion(tx, [userId]);
      });
      app.accessCache.invalidateUser(userId);
      return reply.code(204).send(null);
    },
  );
};
