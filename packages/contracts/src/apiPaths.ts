/** Server paths of the calls already served, written once for the API and its client. */
export const apiPaths = {
  health: '/api/health',
  login: '/api/login',
  refreshToken: '/api/auth/refresh-token',
  logout: '/api/auth/logout',
  currentUser: '/api/auth/user',
  docs: '/api/docs',
  /** Every customer-scoped resource lives under this prefix and passes the customer-scope guard. */
  customerScope: '/api/customer/:customerId',
} as const;

/** The httpOnly cookie that carries the refresh token; it is only sent to paths under this one. */
export const REFRESH_TOKEN_COOKIE = 'shelfsight_refresh';
export const REFRESH_TOKEN_COOKIE_PATH = '/api/auth';
