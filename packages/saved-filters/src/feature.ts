import type { AppFeature } from '@shelfsight/api-client';
import { savedFilterScreenRoutes, type NavItem } from '@shelfsight/contracts';
import { savedFiltersRoutes } from './routes';

/** Both lists are open to every signed-in user; create and edit open from them. */
const navItems: readonly NavItem[] = [
  {
    key: 'saved-filters',
    label: 'Saved filters',
    icon: 'savedFilters',
    to: savedFilterScreenRoutes.list,
    group: 'analytics',
    access: 'signed-in',
    order: 30,
    subScreens: [savedFilterScreenRoutes.create, savedFilterScreenRoutes.edit],
  },
  {
    key: 'product-filters',
    label: 'Product filters',
    icon: 'savedFilters',
    to: savedFilterScreenRoutes.productList,
    group: 'analytics',
    access: 'signed-in',
    order: 31,
    subScreens: [savedFilterScreenRoutes.productCreate, savedFilterScreenRoutes.productEdit],
  },
];

/** What the app composes: the /saved-filters/ and /product-filters/ screens and their menu tiles. */
export const savedFiltersFeature = {
  id: 'saved-filters',
  routes: savedFiltersRoutes,
  navItems,
} satisfies AppFeature;
