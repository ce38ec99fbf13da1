/**
 * Keys of the web app's local storage. The server's PDF printing opens the app with a session in them,
 * so they are part of the contract between the two.
 */
export const BROWSER_STORAGE_KEYS = {
  authUser: 'authUser',
  token: 'token',
  scopes: 'scopes',
  activeCustomerId: 'activeCustomerId',
  deviceIdentifier: 'deviceIdentifier',
  systemAdminToken: 'systemAdminToken',
  systemAdminEmail: 'systemAdminEmail',
  /** The sizes placed charts were last drawn at, so a return visit asks for their pictures early (widget-kit). */
  chartPictureSizes: 'chartPictureSizes',
} as const;
