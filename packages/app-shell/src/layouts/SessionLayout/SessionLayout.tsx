import { selectIsAuthenticated, useAppSelector } from '@shelfsight/api-client';
import { EmptyLayout } from '../EmptyLayout/EmptyLayout';
import { MainLayout } from '../MainLayout/MainLayout';

/**
 * For pages anyone may reach (the not-found page): a signed-in user keeps the app shell and its menu, so the
 * way back is one click; a visitor without a session sees the page alone.
 */
export function SessionLayout() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  return signedIn ? <MainLayout /> : <EmptyLayout />;
}

export { SessionLayout as Component };
