import { selectIsAuthenticated, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

/** Guard of sign-in style screens: a signed-in user has nothing to do there and goes home. */
export function RedirectIfAuthenticated({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  if (isAuthenticated) return <Navigate to={clientRoutes.home} replace />;
  return children ?? <Outlet />;
}
