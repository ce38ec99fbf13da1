import type { DeepLink, DeepLinkOutcome } from '@shelfsight/contracts';

/** Why an answered deep link cannot be followed, or null when it can (spec 1 §4, §6). */
export function deepLinkProblem(link: DeepLink): DeepLinkOutcome | null {
  if (link.hasExpired) return 'expired';
  if (!link.entityOwnedByMe && !link.entitySharedWithMe) return 'unauthorized';
  if (!link.dashboardAccess) return 'no_dashboard_access';
  if (!link.redirectLink) return 'not_found';
  return null;
}

/** The outcome of a failed deep-link call, by status. */
export function deepLinkErrorOutcome(status: unknown): DeepLinkOutcome {
  if (status === 400) return 'invalid_hash';
  if (status === 403) return 'invalid_customer';
  return 'not_found';
}

const HASH_KEY = 'deepLinkHash';
/** The hash being opened survives the sign-in detour in sessionStorage. */
export const storedDeepLinkHash = {
  save: (hash: string) => sessionStorage.setItem(HASH_KEY, hash),
  read: () => sessionStorage.getItem(HASH_KEY),
  clear: () => sessionStorage.removeItem(HASH_KEY),
};
