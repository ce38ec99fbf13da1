/** Kept in its own module so tests can observe reloads, which jsdom cannot perform. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Opens the sign-in page as a new document: api-client's, which a late 401 then leaves alone; named here with the
 * reload so tests observe both in one module.
 */
export { loadSignInPage } from '@shelfsight/api-client';
