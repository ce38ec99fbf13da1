import { ErrorPage, ErrorPageBoundary } from '@shelfsight/ui-kit';
import { useParams } from 'react-router-dom';
import { reportError } from '../bootstrap/errorLog';

/**
 * /error/:message? — the message may be a status ('404') or a text to show. A status-like value picks
 * the page's variant; anything else is shown as the message of a failure.
 */
export function ErrorRoutePage() {
  const { message } = useParams();
  const status = message && /^\d{3}$/.test(message) ? Number(message) : 500;
  const text = message && String(status) !== message ? message : undefined;
  return (
    <ErrorPageBoundary>
      <ErrorPage
        status={status}
        message={text}
        onReport={(report) =>
          reportError({ message: report.message ?? `Error page shown with status ${report.status}` })
        }
      />
    </ErrorPageBoundary>
  );
}

export { ErrorRoutePage as Component };
