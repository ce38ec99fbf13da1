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
  {
    key: 'test-and-compare-dcc-score',
    // The page's own title is longer than the side menu: the tile names what it is for in fewer words.
    label: 'Compare DCC scores',
    icon: 'dccScore',
    to: contentScoreRoutes.testAndCompareDcc,
    group: 'settings',
    access: 'signed-in',
    order: 21,
  },
];

/** What the app composes: the DCC score and test-and-compare screens and their menu tiles. */
export const contentScoreFeature = {
  id: 'content-score',
  routes: contentScoreRouteTable,
  navItems,
} satisfies AppFeature;
