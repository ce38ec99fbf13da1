import { clientRoutes } from '@shelfsight/contracts';

/** Kept in its own module so tests can observe reloads, which jsdom cannot perform. */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Opens the sign-in page as a new document: sign-out's reload (spec 1 §4). One navigation only; a
 * reload of the current page raced the router's own redirect to sign-in, and the slower of the two won.
 */
export function loadSignInPage(): void {
  window.location.replace(clientRoutes.login);
}
