import type { PrivilegeType, Role } from '@shelfsight/contracts';
import type { rolePrivileges, roles } from '../db/schema';

/** A role's grant as read with its privilege's type and name. */
export interface GrantRow {
  grant: typeof rolePrivileges.$inferSelect;
  type: string;
  name: string;
}

export function rolePrivilegeOf({ grant, type, name }: GrantRow): Role['rolePrivileges'][number] {
  return {
    roleId: grant.roleId,
    privilegeId: grant.privilegeId,
    privilegeType: type as PrivilegeType,
    privilegeName: name,
    entityType: grant.entityType,
    entityId: grant.entityId,
    entityName: grant.entityName,
  };
}

/** A role row as the API answers it, with those of `grants` that belong to it. */
export function roleOf(role: typeof roles.$inferSelect, grants: Role['rolePrivileges']): Role {
  return {
    id: role.id,
    customerId: role.customerId,
    type: role.type,
    name: role.name,
    description: role.description,
    dateCreated: role.dateCreated.toISOString(),
    lastUpdated: role.lastUpdated.toISOString(),
    rolePrivileges: grants.filter((grant) => grant.roleId === role.id),
  };
}
