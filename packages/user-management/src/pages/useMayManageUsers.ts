import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';

/** Administrators of the active customer and system admins manage users and roles (spec 1 §6). */
export function useMayManageUsers(): boolean {
  const user = useAppSelector(selectAuthUser);
  return user?.isAdmin === true || user?.isSystemAdmin === true;
}
