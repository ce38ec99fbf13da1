import type { AppFeature } from '@shelfsight/api-client';
import { clientRoutes, type NavItem } from '@shelfsight/contracts';
import { authRoutes } from './routes';

/** Home and the user's own profile, open to every signed-in user (spec 1 §2 notes). */
const navItems: readonly NavItem[] = [
  { key: 'home', label: 'Home', icon: 'home', to: clientRoutes.home, access: 'signed-in', order: 0 },
  {
    key: 'profile',
    label: 'My profile',
    icon: 'profile',
    to: clientRoutes.profile,
    group: 'settings',
    access: 'signed-in',
    order: 10,
  },
];
import { authFlowSlice } from './state/authFlowSlice';

export const authFeature = {
  id: 'auth',
  slices: [authFlowSlice],
  routes: authRoutes,
  navItems,
  contributions: {
    // The active customer's data freshness, in the main layout's header on every page.
    'header.items': [{ id: 'data-freshness', load: () => import('./components/DataFreshnessNote/DataFreshnessNote') }],
  },
} satisfies AppFeature;
