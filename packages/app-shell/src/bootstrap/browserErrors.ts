import { isBenignNotice } from './benignNotices';
import { isChunkLoadError, reloadAfterChunkFailure } from './chunkReload';
import { reportError, toErrorReport } from './errorLog';
import { isJsonParseError, recoverFromJsonParseError } from './jsonRecovery';

/**
 * Decides what an uncaught error means: a stale deployment, corrupt storage, or a bug to report.
 * Returns whether the page is being reloaded to recover.
 */
export function handleBrowserError(error: unknown, where?: { file?: string; line?: number; column?: number }): boolean {
  if (isChunkLoadError(error) && reloadAfterChunkFailure()) return true;
  if (isJsonParseError(error) && recoverFromJsonParseError()) return true;
  if (isBenignNotice(error)) return false;
  reportError(toErrorReport(error, where));
  return false;
}

/** Listens for what escapes React: script errors, rejected promises and Vite's failed preloads. */
export function installBrowserErrorHandlers(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // While the page reloads, keep Vite from rethrowing; otherwise let the route's error page show it.
    if (handleBrowserError((event as Event & { payload?: unknown }).payload)) event.preventDefault();
  });
  window.addEventListener('error', (event) => {
    handleBrowserError(event.error ?? event.message, { file: event.filename, line: event.lineno, column: event.colno });
  });
  window.addEventListener('unhandledrejection', (event) => handleBrowserError(event.reason));
}
