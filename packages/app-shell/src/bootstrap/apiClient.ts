import { clearStorageOnLogout, configureApiClient, isLeavingForSignIn } from '@shelfsight/api-client';
import { clientRoutes } from '@shelfsight/contracts';

/** Binds the api client's session and rate-limit reactions (spec 1 §4 response-driven behaviour). */
export function bindApiClient(
  navigate: (path: string) => unknown,
  reload: () => void = () => window.location.reload(),
) {
  configureApiClient({
    onUnauthorized() {
      clearStorageOnLogout();
      // Signing out already loads the sign-in page; a reload now would cancel that load.
      if (!isLeavingForSignIn()) reload();
    },
    onRateLimited({ retryAfterSeconds }) {
      // The wait travels in the query so the page can say it, and survives a reload of /429/.
      const query = retryAfterSeconds === null ? '' : `?retryAfter=${retryAfterSeconds}`;
      void navigate(`${clientRoutes.rateLimited}${query}`);
    },
  });
}
