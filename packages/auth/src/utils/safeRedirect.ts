import { clientRoutes } from '@shelfsight/contracts';

/**
 * Post-login redirects are honoured only for the product's own host (spec 1 §5): anything else would let a
 * crafted link send a freshly signed-in user to another site. An invalid or foreign URL only warns.
 * Returns the path (with query and hash) to navigate to, or null.
 */
export function safeRedirect(
  redirect: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (!redirect) return null;
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    console.warn(`Ignoring the invalid redirect URL '${redirect}'.`);
    return null;
  }
  if (url.origin !== origin) {
    console.warn(`Ignoring the redirect to '${redirect}': not this application's host.`);
    return null;
  }
  // Going back to the sign-in page after signing in would loop.
  if (url.pathname === clientRoutes.login) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
