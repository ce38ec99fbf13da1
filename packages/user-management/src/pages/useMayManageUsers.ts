import { selectActiveCustomerId, selectAuthUser, useAppSelector } from '@shelfsight/api-client';

/** Administrators of the active customer and system admins manage users and roles (spec 1 §6). */
export function useMayManageUsers(): boolean {
  const user = useAppSelector(selectAuthUser);
  return user?.isAdmin === true || user?.isSystemAdmin === true;
}

/**
 * Query options of the customer-scoped lists. On a cold page load the screen can render before the
 * customer bootstrap has chosen the active customer; asking then would fail, so the lists wait for it.
 */
export function useListQueryOptions(): { skip: boolean } {
  const mayManage = useMayManageUsers();
  const activeCustomerId = useAppSelector(selectActiveCustomerId);
  return { skip: !mayManage || activeCustomerId === null };
}
