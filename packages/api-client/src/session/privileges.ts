import type { AuthUser, PrivilegeType } from '@shelfsight/contracts';
import { useAppSelector } from '../hooks';

type WithSession = { session: { user: AuthUser | null } };

/** Whether the signed-in user's roles in the active customer grant this privilege type. */
export const selectHasPrivilege =
  (type: PrivilegeType) =>
  (state: WithSession): boolean =>
    state.session.user?.roles.some((role) => role.rolePrivileges.some((grant) => grant.privilegeType === type)) ??
    false;

/** READ_ONLY users may look but not create, change or delete; system admins never are. */
export const selectIsReadOnly = (state: WithSession): boolean =>
  state.session.user !== null && !state.session.user.isSystemAdmin && selectHasPrivilege('READ_ONLY')(state);

/** For every feature: hide create, edit and delete controls when this is true (the server refuses them too). */
export function useIsReadOnly(): boolean {
  return useAppSelector(selectIsReadOnly);
}
