import {
  privilegeListSchema,
  roleAddRequestSchema,
  roleEditRequestSchema,
  roleIdParamsSchema,
  rolesPrivilegesAndRoleUsersSchema,
  userManagementMessages,
  userManagementPaths,
} from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database';
import { roles } from '../../db/schema';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { customerAdminGuard } from '../../access/accessGuards';
import { bumpSessionVersion, holdersOfRole } from '../../access/sessionVersion';
import {
  findRole,
  type GrantInput,
  listPrivileges,
  roleNameTaken,
  rolesPrivilegesAndRoleUsers,
  unknownPrivilegeIds,
  writeGrants,
} from './roles.repository';

const errors = errorResponses(400, 401, 403, 404, 422);
const tags = ['user management'];

function customerOf(request: FastifyRequest): number {
  if (request.customerId === null) throw new HttpError(401, 'Authentication required');
  return request.customerId;
}

async function checkRoleInput(db: Db, customerId: number, name: string, grants: GrantInput[], exceptId?: number) {
  if (await roleNameTaken(db, customerId, name, exceptId)) {
    throw new HttpError(422, userManagementMessages.roleNameTaken, { name: userManagementMessages.roleNameTaken });
  }
  if ((await unknownPrivilegeIds(db, grants)).length > 0) {
    throw new HttpError(422, 'Unknown privilege.', { privileges: 'Unknown privilege.' });
  }
}

/** A CUSTOM role of this customer; the SYSTEM role 'Administrators' is locked. */
async function editableRole(db: Db, customerId: number, roleId: number) {
  const role = await findRole(db, customerId, roleId);
  if (!role) throw new HttpError(404, userManagementMessages.unknownRole);
  if (role.type === 'SYSTEM') throw new HttpError(403, userManagementMessages.systemRoleLocked);
  return role;
}

/** Roles and privileges of the active customer; changes for administrators and system admins only. */
export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = customerAdminGuard(app.db);

  app.get(
    userManagementPaths.privileges,
    {
      schema: {
        tags,
        summary: "Privilege definitions (the default 'Access to retailer' is seeded when none exist)",
        response: { 200: privilegeListSchema, ...errors },
      },
    },
    async () => listPrivileges(app.db),
  );

  app.get(
    userManagementPaths.rolesPrivilegesAndRoleUsers,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Roles with their privileges and users',
        response: { 200: rolesPrivilegesAndRoleUsersSchema, ...errors },
      },
    },
    async (request) => rolesPrivilegesAndRoleUsers(app.db, customerOf(request)),
  );

  app.post(
    userManagementPaths.roleAdd,
    {
      config: { idempotent: true },
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Add a CUSTOM role',
        body: roleAddRequestSchema,
        response: { 201: rolesPrivilegesAndRoleUsersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const customerId = customerOf(request);
      const { name, description, privileges } = request.body;
      await checkRoleInput(app.db, customerId, name, privileges);
      await app.db.transaction(async (tx) => {
        const [role] = await tx
          .insert(roles)
          .values({ customerId, type: 'CUSTOM', name, description: description ?? null })
          .returning({ id: roles.id });
        if (!role) throw new Error('role insert returned nothing');
        await writeGrants(tx, customerId, role.id, privileges);
      });
      app.accessCache.invalidateCustomer(customerId);
      return reply.code(201).send(await rolesPrivilegesAndRoleUsers(app.db, customerId));
    },
  );

  app.post(
    userManagementPaths.roleEdit,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Change a CUSTOM role and its privileges',
        body: roleEditRequestSchema,
        response: { 200: rolesPrivilegesAndRoleUsersSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      const { id, name, description, privileges } = request.body;
      await editableRole(app.db, customerId, id);
      await checkRoleInput(app.db, customerId, name, privileges, id);
      await app.db.transaction(async (tx) => {
        await tx
          .update(roles)
          .set({ name, description: description ?? null, lastUpdated: new Date() })
          .where(and(eq(roles.customerId, customerId), eq(roles.id, id)));
        await writeGrants(tx, customerId, id, privileges);
        await bumpSessionVersion(tx, await holdersOfRole(tx, customerId, id));
      });
      app.accessCache.invalidateCustomer(customerId);
      return rolesPrivilegesAndRoleUsers(app.db, customerId);
    },
  );

  app.delete(
    userManagementPaths.role,
    {
      preHandler: adminOnly,
      schema: {
        tags,
        summary: 'Delete a CUSTOM role (its users lose it)',
        params: roleIdParamsSchema,
        response: { 200: rolesPrivilegesAndRoleUsersSchema, ...errors },
      },
    },
    async (request) => {
      const customerId = customerOf(request);
      await editableRole(app.db, customerId, request.params.id);
      await app.db.transaction(async (tx) => {
        // Its holders lose it, so their access tokens end; read them before the delete cascades.
        await bumpSessionVersion(tx, await holdersOfRole(tx, customerId, request.params.id));
        await tx.delete(roles).where(and(eq(roles.customerId, customerId), eq(roles.id, request.params.id)));
      });
      app.accessCache.invalidateCustomer(customerId);
      return rolesPrivilegesAndRoleUsers(app.db, customerId);
    },
  );
};
