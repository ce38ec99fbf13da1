import type { AppFeature } from '@shelfsight/api-client';
import { contentScoreRoutes, type NavItem } from '@shelfsight/contracts';
import { contentScoreRouteTable } from './routes';

/** Every member reads the DCC versions; the screen itself hides the changes from all but administrators. */
const navItems: readonly NavItem[] = [
  {
    key: 'dcc-score',
    label: 'DCC score',
    icon: 'dccScore',
    to: contentScoreRoutes.dccScore,
    group: 'settings',
    access: 'signed-in',
    order: 20,
  },
];

/** What the app composes: the /settings/dcc-score/ screen and its menu tile. */
export const contentScoreFeature = {
  id: 'content-score',
  routes: contentScoreRouteTable,
  navItems,
} satisfies AppFeature;
