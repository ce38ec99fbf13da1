import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, type AuthUser } from '@shelfsight/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useCurrentUserQuery } from '../../api/authApi';

/** System admins, administrators and holders of PRODUCT_MANAGEMENT (spec 1 §4, §6). */
export function mayUseProductManagement(
  user: Pick<AuthUser, 'isSystemAdmin' | 'isAdmin' | 'hasProductManagement'>,
): boolean {
  return user.isSystemAdmin || user.isAdmin || user.hasProductManagement;
}

/**
 * Product-access guard of the product-management area. It decides on the current user as the server
 * answers it (roles and privileges of the active customer), so a right withdrawn elsewhere takes effect
 * on the next visit; only when that load fails does the stored user decide. Others go to /no-access/.
 * Place it inside `RequireAuth`: it renders nothing while the user loads.
 */
export function RequireProductAccess({ children }: { children?: ReactNode }) {
  const { data, isError } = useCurrentUserQuery();
  const stored = useAppSelector(selectAuthUser);
  const user = data?.user ?? (isError ? stored : null);
  if (!user) return null;
  if (!mayUseProductManagement(user)) return <Navigate to={clientRoutes.noAccess} replace />;
  return children ?? <Outlet />;
}
