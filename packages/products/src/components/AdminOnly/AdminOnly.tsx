import { selectAuthUser, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

export interface AdminOnlyProps {
  /** `admin`: administrators of the active customer and system admins; `system-admin`: system admins only. */
  who: 'admin' | 'system-admin';
  children: ReactNode;
}

/**
 * The screen guard of the retailer and partner screens outside the product-management area: everyone else goes
 * to /no-access/, as the product-access guard sends them. The server refuses their calls with 403 all the same.
 */
export function AdminOnly({ who, children }: AdminOnlyProps) {
  const user = useAppSelector(selectAuthUser);
  if (!user) return null;
  const allowed = user.isSystemAdmin || (who === 'admin' && user.isAdmin);
  if (!allowed) return <Navigate to={clientRoutes.noAccess} replace />;
  return children;
}
