import type { AppFeature } from '@shelfsight/api-client';
import { authFeature } from '@shelfsight/auth';
import { clientRoutes } from '@shelfsight/contracts';
import { bootstrap } from './bootstrap';
import { DEV_HOME_ID } from './pages/devHomeId';
import { renderApp } from './renderApp';
import type { ShellFeatures } from './shellFeatures';

/** Home of a dev shell: links to the screens of the feature under development (the app's home is the app's). */
const devHomeFeature: AppFeature = {
  id: DEV_HOME_ID,
  routes: [
    {
      path: clientRoutes.home,
      lazy: () => import('./pages/DevHomePage'),
      handle: { layout: 'main', access: 'signed-in', menu: 'none' },
    },
  ],
};

/**
 * The features of a shell for developing `features` alone: auth (sign-in and the guards' state, which every
 * shell needs) and the given features, all in the start-up route table; nothing is discovered later.
 */
export function devShellFeatures(features: readonly AppFeature[]): ShellFeatures {
  const own = features.filter((feature) => feature.id !== authFeature.id);
  const hasHome = own.some((feature) => feature.routes.some((route) => route.path === clientRoutes.home));
  return {
    startup: [authFeature, ...own, ...(hasHome ? [] : [devHomeFeature])],
    loadDiscovered: async () => [],
  };
}

/**
 * Starts the app's shell (layouts, store, sign-in, guards, browser-level behaviour) with only `features`, for
 * a feature's `dev` script: the same start-up the app runs, without the app's other features.
 */
export function createDevApp({ features }: { features: readonly AppFeature[] }): void {
  renderApp(bootstrap(devShellFeatures(features)));
}
