import { selectIsAuthenticated, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';
import { useEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useCurrentUserQuery } from '../../api/authApi';
import { useCustomerBootstrap } from '../../hooks/useCustomerBootstrap';
import { useLegacyRedirect } from '../../hooks/useLegacyRedirect';
import { redirectRemembered } from '../../state/authFlowSlice';

/**
 * Guard of every signed-in screen. Without a token it remembers where the visitor wanted to go and sends
 * them to sign in; with one it reloads the current user so roles and scopes changed elsewhere take effect.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const isAuthenticated = useAppSelector(selectIsAuthenticated);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useCurrentUserQuery(undefined, { skip: !isAuthenticated });
  useCustomerBootstrap(isAuthenticated);
  useLegacyRedirect();

  useEffect(() => {
    if (isAuthenticated) return;
    dispatch(redirectRemembered(`${pathname}${search}${hash}`));
    navigate(clientRoutes.login, { replace: true });
  }, [isAuthenticated, pathname, search, hash, dispatch, navigate]);

  if (!isAuthenticated) return null;
  return children ?? <Outlet />;
}
