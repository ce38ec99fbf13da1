import { selectIsAuthenticated, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useState, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';

/** Guard of sign-in style screens: a signed-in user has nothing to do there and goes home. */
export function RedirectIfAuthenticated({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  // Only a visitor who arrived signed in is sent home. Signing in on the page itself is followed by the
  // page's own navigation (to the remembered redirect), which a redirect home here would cut short while
  // the destination's lazy route is still loading.
  const [signedInOnArrival] = useState(isAuthenticated);
  if (isAuthenticated && signedInOnArrival) return <Navigate to={clientRoutes.home} replace />;
  return children ?? <Outlet />;
}
