/**
 * The chip colour of a status (spec 3 §2.5): open error-like, in progress primary, done success-like, any other
 * status the default. Custom statuses are matched by their title's words.
 */
export function statusColor(stateTitle: string): 'error' | 'processing' | 'success' | 'default' {
  const title = stateTitle.toLowerCase();
  if (/\bopen\b/.test(title)) return 'error';
  if (/\bprogress\b/.test(title)) return 'processing';
  if (/\bdone\b/.test(title)) return 'success';
  return 'default';
}
