import { lazy, Suspense, useEffect, useState } from 'react';
import { useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadAfterChunkFailure } from '../bootstrap/chunkReload';
import { PageSpinner } from '../components/PageSpinner';

// The error screen is antd; it loads only when a route has failed, not with every page.
const RouteErrorContent = lazy(() => import('./RouteErrorContent'));

/**
 * What the router shows when a route fails: a failed page chunk (usually a new deployment) reloads
 * once; anything else is the error page of the spec, reported to the server.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const chunkFailure = isChunkLoadError(error);
  const [reloading, setReloading] = useState(chunkFailure);

  useEffect(() => {
    if (chunkFailure && !reloadAfterChunkFailure()) setReloading(false);
  }, [chunkFailure]);

  if (reloading) return <PageSpinner />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <RouteErrorContent error={error} />
    </Suspense>
  );
}
