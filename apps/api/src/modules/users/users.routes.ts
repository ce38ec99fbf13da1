import {
  userAddRequestSchema,
  userDeactivateRequestSchema,
  userEditRequestSchema,
  userManagementMessages,
  userManagementPaths,
  usersAndCustomerUsersSchema,
} from '@shelfsight/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { users } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { customerAdminGuard } from '../../access/accessGuards';
import { bumpSessionVersion } from '../../access/sessionVersion';
import { hashPassword } from '../auth';
import {
  isMember,
  setMembershipActive,
  unknownRoleIds,
  usersAndCustomerUsers,
  writeMembership,
} from './users.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['user management'];

function scope(request: FastifyRequest) {
  if (!request.user || request.customerId === null) throw new HttpError(401, 'Authentication required');
  return { customerId: request.customerId, caller: request.user };
}

async function checkRoles(db: Db, customerId: number, roleIds: number[]) {
  const unknown = await unknownRoleIds(db, customerId, roleIds);
  if (unknown.length > 0)
    throw new HttpError(422, userManagementMessages.unknownRole, { roleIds: userManagementMessages.unknownRole });
}

async function checkEmailFree(db: Db, email: string, exceptUserId?: number) {
  const condition =
    exceptUserId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptUserId));
  const [taken] = await db.select({ id: users.id }).from(users).where(condition);
  if (taken) throw new HttpError(422, userManagementMessages.emailTaken, { email: userManagementMessages.emailTaken });
}

/** Users of the active customer: list, add, edit, deactivate (administrators and system admins only). */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = customerAdminGuard(app.db);

  app.get(
    userManagementPaths.usersAndCustomerUsers,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Members of the customer with their roles',
        description:
          'Users of spec 1 §3 with their roles here (with privileges), account and membership expiry, demo expiry and ' +
          "needsToChangePassword. apiSecret is a user's own secret: it is filled in the caller's own row only, null " +
          'in every other row, for administrators and system admins alike.',
        response: { 200: usersAndCustomerUsersSchema, ...errors },
      },
    },
    async (request) => usersAndCustomerUsers(app.db, scope(request).customerId, scope(request).caller.id),
  );

  app.post(
    userManagementPaths.userAdd,
    {
      config: { idempotent: true },
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Create an account and make it a member with the given roles',
        description:
          'An e-mail address already in use answers 422 on `email`; the password follows the rules of contracts.',
        body: userAddRequestSchema,
        response: { 201: usersAndCustomerUsersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { customerId } = scope(request);
      const { password, displayName, email, ...membership } = request.body;
      await checkRoles(app.db, customerId, membership.roleIds);
      await checkEmailFree(app.db, email);
      const passwordHash = await hashPassword(password);
      await app.db
        .transaction(async (tx) => {
          const [created] = await tx
            .insert(users)
            .values({ email, displayName, passwordHash })
            .returning({ id: users.id });
          if (!created) throw new Error('user insert returned nothing');
          await writeMembership(tx, customerId, created.id, membership);
          return created.id;
        })
        .then((userId) => app.accessCache.invalidateUser(userId));
      return reply.code(201).send(await usersAndCustomerUsers(app.db, customerId, request.user?.id ?? 0));
    },
  );

  app.post(
    userManagementPaths.userEdit,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: "Change a member's account, roles, active flag and expiry",
        description: 'Without `password` the password stays. Only system admins may edit a system admin.',
        body: userEditRequestSchema,
        response: { 200: usersAndCustomerUsersSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId, caller } = scope(request);
      const { id, password, displayName, email, ...membership } = request.body;
      if (!(await isMember(app.db, customerId, id))) throw new HttpError(404, userManagementMessages.unknownUser);
      const [target] = await app.db.select({ isSystemAdmin: users.isSystemAdmin }).from(users).where(eq(users.id, id));
      if (target?.isSystemAdmin && !caller.isSystemAdmin) throw new HttpError(403, userManagementMessages.adminsOnly);
      await checkRoles(app.db, customerId, membership.roleIds);
      await checkEmailFree(app.db, email, id);
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ displayName, email, lastUpdated: new Date(), ...(passwordHash ? { passwordHash } : {}) })
          .where(eq(users.id, id));
        await writeMembership(tx, customerId, id, membership);
        // Roles, active flag or expiry may have changed: the user's access tokens end.
        await bumpSessionVersion(tx, [id]);
      });
      app.accessCache.invalidateUser(id);
      return usersAndCustomerUsers(app.db, customerId, request.user?.id ?? 0);
    },
  );

  app.post(
    userManagementPaths.userDeactivate,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Deactivate a membership (the account and its other memberships stay)',
        body: userDeactivateRequestSchema,
        response: { 200: usersAndCustomerUsersSchema, ...errors },
      },
    },
    async (request) => {
      const { customerId } = scope(request);
      if (!(await isMember(app.db, customerId, request.body.userId)))
        throw new HttpError(404, userManagementMessages.unknownUser);
      await app.db.transaction((tx) => setMembershipActive(tx, customerId, request.body.userId, false));
      app.accessCache.invalidateUser(request.body.userId);
      return usersAndCustomerUsers(app.db, customerId, request.user?.id ?? 0);
    },
  );
};
