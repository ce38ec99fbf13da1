import { clientRoutes } from '@shelfsight/contracts';
import type { RouteObject } from 'react-router-dom';
import { LoginPage } from './pages/LoginPage';

/**
 * `handle.layout` names the app layout a route sits in; `handle.access` the guard the app applies:
 * 'guest' (signed-out only), 'signed-in' (RequireAuth) or 'public' (anyone). `handle.menu: 'none'` marks
 * a screen that is deliberately not on the side menu: sign-in steps, deep links, and destinations the
 * app sends people to.
 */
export const authRoutes: RouteObject[] = [
  // In the start-up bundle: every session begins here, and a lazy import would add a second round of
  // requests before the page paints. It is plain HTML (no antd), so it costs little on other pages.
  {
    path: clientRoutes.login,
    Component: LoginPage,
    handle: { layout: 'auth', access: 'guest', menu: 'none' },
  },
  // Reachable with or without a session (spec 1 §4): a signed-in user may reset a forgotten password too.
  {
    path: clientRoutes.requestPasswordResetEmail,
    lazy: () => import('./pages/RequestPasswordResetEmailPage'),
    handle: { layout: 'auth', access: 'public', menu: 'none' },
  },
  {
    path: clientRoutes.resetPassword,
    lazy: () => import('./pages/ResetPasswordPage'),
    handle: { layout: 'auth', access: 'public', menu: 'none' },
  },
  // Open to visitors, unlike the spec's literal guard list: a sign-up page must be. Signed in, it adds a company.
  {
    path: clientRoutes.createAccount,
    lazy: () => import('./pages/CreateAccountPage'),
    handle: { layout: 'auth', access: 'public', menu: 'none' },
  },
  // A signed-in user goes home; a visitor needs no token (spec 1 §4).
  {
    path: clientRoutes.activateDemoAccount,
    lazy: () => import('./pages/ActivateDemoAccountPage'),
    handle: { layout: 'auth', access: 'guest', menu: 'none' },
  },
  // Reached from /login/ with ?email=&redirect= after the password of an account with MFA on.
  {
    path: clientRoutes.mfa,
    lazy: () => import('./pages/MfaPage'),
    handle: { layout: 'auth', access: 'guest', menu: 'none' },
  },
  {
    path: clientRoutes.mfaTrusted,
    lazy: () => import('./pages/MfaTrustedPage'),
    handle: { layout: 'auth', access: 'signed-in', menu: 'none' },
  },
  {
    path: clientRoutes.profile,
    lazy: () => import('./pages/ProfilePage'),
    handle: { layout: 'main', access: 'signed-in' },
  },
  // Forced password change after sign-in; plain HTML like the sign-in page.
  {
    path: clientRoutes.changePassword,
    lazy: () => import('./pages/ChangePasswordPage'),
    handle: { layout: 'auth', access: 'signed-in', menu: 'none' },
  },
  // Deep links: /link/?hash=, /link/{hash}/ and /link/all/ (signed-out visitors come back after sign-in).
  {
    path: clientRoutes.link,
    lazy: () => import('./pages/DeepLinkPage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  },
  {
    path: clientRoutes.linkAll,
    lazy: () => import('./pages/DeepLinkPage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  },
  {
    path: '/link/:hash/',
    lazy: () => import('./pages/DeepLinkPage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  },
  {
    path: clientRoutes.customerActivation,
    lazy: () => import('./pages/CustomerActivationPage'),
    handle: { layout: 'main', access: 'signed-in', menu: 'none' },
  },
];
