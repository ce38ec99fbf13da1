import { clientRoutes } from '@shelfsight/contracts';

/**
 * The screens this feature has so far; sign-in falls back to home for destinations not built yet. A file
 * of its own, not derived from `routes.tsx`: the route table imports the pages, whose hooks read this set,
 * so deriving it there closed an import circle. `routes.test.ts` keeps the two lists the same.
 */
export const authPaths: ReadonlySet<string> = new Set([
  clientRoutes.login,
  clientRoutes.requestPasswordResetEmail,
  clientRoutes.resetPassword,
  clientRoutes.createAccount,
  clientRoutes.activateDemoAccount,
  clientRoutes.mfa,
  clientRoutes.mfaTrusted,
  clientRoutes.profile,
  clientRoutes.changePassword,
  clientRoutes.link,
  clientRoutes.linkAll,
  '/link/:hash/',
  clientRoutes.customerActivation,
]);
