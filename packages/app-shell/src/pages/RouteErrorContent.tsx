import { AppThemeProvider, ErrorPage, ErrorPageBoundary, NotFoundPage } from '@shelfsight/ui-kit';
import { isRouteErrorResponse } from 'react-router-dom';
import { reportError, toErrorReport } from '../bootstrap/errorLog';

/** The error page for a failed route: not-found for a 404 answer, else the reported error page. */
export default function RouteErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AppThemeProvider>
        <NotFoundPage />
      </AppThemeProvider>
    );
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <AppThemeProvider>
      <ErrorPageBoundary>
        <ErrorPage status={status} message={message} onReport={() => reportError(toErrorReport(error))} />
      </ErrorPageBoundary>
    </AppThemeProvider>
  );
}
