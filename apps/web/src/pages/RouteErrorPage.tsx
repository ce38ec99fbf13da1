import { ErrorPage, ErrorPageBoundary, NotFoundPage } from '@shelfsight/ui-kit';
import { Spin } from 'antd';
import { useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError, reloadAfterChunkFailure } from '../bootstrap/chunkReload';
import { reportError, toErrorReport } from '../bootstrap/errorLog';

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

  if (reloading) return <Spin fullscreen />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <ErrorPageBoundary>
      <ErrorPage status={status} message={message} onReport={() => reportError(toErrorReport(error))} />
    </ErrorPageBoundary>
  );
}
