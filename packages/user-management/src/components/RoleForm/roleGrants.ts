import type { Privilege, Role, RoleAddRequest } from '@shelfsight/contracts';
import type { RetailerChoice } from '@shelfsight/product-kit';

export interface RoleFormValues {
  name: string;
  description?: string | null;
  privilegeIds?: number[];
  retailerIds?: number[];
}

/** The privilege that grants one retailer (ACCESS on RETAILER), when the server defines it. */
export const retailerPrivilegeOf = (privileges: Privilege[]) =>
  privileges.find((privilege) => privilege.type === 'ACCESS' && privilege.entity === 'RETAILER');

/** The form's starting values: a blank role, or the one being edited split into plain and retailer grants. */
export function initialValuesOf(role: Role | undefined): Partial<RoleFormValues> {
  if (!role) return { privilegeIds: [], retailerIds: [] };
  const grants = role.rolePrivileges;
  return {
    name: role.name,
    description: role.description,
    privilegeIds: grants.filter((grant) => grant.entityId === null).map((grant) => grant.privilegeId),
    retailerIds: grants.flatMap((grant) =>
      grant.entityType === 'RETAILER' && grant.entityId !== null ? [grant.entityId] : [],
    ),
  };
}

/**
 * The retailers the picker offers: the catalogue when there is one, plus the retailers the role already
 * grants, so a role keeps (and may drop) its grants even while the catalogue cannot be loaded.
 */
export function retailerChoices(catalogue: RetailerChoice[] | undefined, role: Role | undefined): RetailerChoice[] {
  const choices = new Map((catalogue ?? []).map((retailer) => [retailer.id, retailer]));
  for (const grant of role?.rolePrivileges ?? []) {
    if (grant.entityType !== 'RETAILER' || grant.entityId === null || choices.has(grant.entityId)) continue;
    choices.set(grant.entityId, { id: grant.entityId, name: grant.entityName ?? `Retailer ${grant.entityId}` });
  }
  return [...choices.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** What the server is sent: one grant per ticked privilege and one ACCESS grant per chosen retailer. */
export function roleRequestOf(
  values: RoleFormValues,
  privileges: Privilege[],
  retailers: RetailerChoice[],
): RoleAddRequest {
  const access = retailerPrivilegeOf(privileges);
  const nameOf = new Map(retailers.map((retailer) => [retailer.id, retailer.name]));
  return {
    name: values.name.trim(),
    description: values.description?.trim() || null,
    privileges: [
      ...(values.privilegeIds ?? []).map((privilegeId) => ({ privilegeId })),
      ...(access
        ? (values.retailerIds ?? []).map((id) => ({
            privilegeId: access.id,
            entityId: id,
            entityName: nameOf.get(id) ?? null,
          }))
        : []),
    ],
  };
}
