import { notificationPaths } from '@shelfsight/contracts';

/** What the error-log call receives (spec 1 §7: POST /api/log/error with the error as JSON). */
export interface ErrorReport {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  error?: string;
}

/**
 * Sends an uncaught error to the server. Plain fetch with keepalive: it must work while the page
 * reloads or the store is broken, and a failing report must never raise another error.
 */
export function reportError(report: ErrorReport): void {
  void fetch(notificationPaths.logError, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ error: JSON.stringify(report) }),
    keepalive: true,
  }).catch(() => undefined);
}

export function toErrorReport(error: unknown, where?: { file?: string; line?: number; column?: number }): ErrorReport {
  if (error instanceof Error) {
    return { message: error.message, ...where, error: error.stack ?? String(error) };
  }
  return { message: String(error), ...where };
}
