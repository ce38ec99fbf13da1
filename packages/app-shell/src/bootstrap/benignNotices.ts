/**
 * Messages browsers raise through window 'error' that are not errors of ours: Chromium reports a
 * ResizeObserver whose callback changed layout again within a frame (charts and tables resizing as a
 * dashboard fills in) and delivers the remaining notifications on the next frame. Nothing is lost, so
 * reporting them would only bury real errors in the log.
 */
const BENIGN_NOTICES = [
  'ResizeObserver loop completed with undelivered notifications.',
  'ResizeObserver loop limit exceeded',
];

export function isBenignNotice(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return BENIGN_NOTICES.some((notice) => message.includes(notice));
}
