/** Business constants of spec 1 §9 shared by server and browser. */
export const UPLOAD_LIMITS = {
  spreadsheetMaxBytes: 5 * 1024 * 1024,
  imageMaxBytes: 64 * 1024 * 1024,
  minBytes: 100,
} as const;

export const LEGACY_FLAG_HOURS = 8;
export const CUSTOMER_SWITCH_RELOAD_MS = 300;
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const DEFAULT_DATA_RETENTION_MONTHS = 3;
export const HOME_MAX_DASHBOARDS = 6;
export const SECONDARY_CLIENT_MAX_IN_FLIGHT = 5;
export const SECONDARY_CLIENT_POLL_MS = 50;
export const CANCELLED_REQUEST_MESSAGE = 'Requests cancelled by the user.';
export const DEFAULT_DOWNLOAD_NAME = 'download.xlsx';
export const APP_TITLE = 'Shelfsight — eCommerce tracking software for optimising your online channels';

/** Shell timings of spec 1 §4 and §9: the route-transition loading bar, fetch spinners and link prefetch. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5_000;
export const FETCH_LOADING_DELAY_MS = 200;
export const PREFETCH_IDLE_TIMEOUT_MS = 2_000;
/** `navigator.connection.effectiveType` values on which link prefetch is skipped (spec 1 §9: 2g). */
export const PREFETCH_SKIPPED_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];
