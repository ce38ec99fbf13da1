import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';

/** Administrators of the active customer and system admins change DCC versions; everyone else reads them. */
export function useMayChangeDcc(): boolean {
  const user = useAppSelector(selectAuthUser);
  return user?.isAdmin === true || user?.isSystemAdmin === true;
}
