import { loadSignInPage } from '@shelfsight/api-client';

/**
 * Whole-document loads, which jsdom cannot perform: callers go through this object, so tests replace its methods
 * with spies (restored after the file) and see the loads.
 */
export const pageLoads = {
  reload(): void {
    window.location.reload();
  },
  /** Opens the sign-in page as a new document: api-client's, which a late 401 then leaves alone. */
  signInPage(): void {
    loadSignInPage();
  },
};
