import { clientRoutes } from '@shelfsight/contracts';

let leavingForSignIn = false;

/**
 * Opens the sign-in page as a new document (sign-out's reload, spec 1 §4). From then on the page is on its way
 * out: a request sent before the sign-out that now comes back 401 must not reload the page it is leaving, which
 * would cancel the sign-in page's load.
 */
export function loadSignInPage(): void {
  leavingForSignIn = true;
  window.location.replace(clientRoutes.login);
}

/** Whether this page has started loading the sign-in page (see loadSignInPage). */
export function isLeavingForSignIn(): boolean {
  return leavingForSignIn;
}
