import type { AppFeature, SlotContribution } from '@shelfsight/api-client';
import type { ProductDetailsTabId } from '@shelfsight/contracts';
import { productDetailsTabLabel, productDetailsTabOrder } from './details/tabOrder';
import { productDetailsRoutes } from './routes';

/** One of the spec's own tabs, as this feature contributes it: its label and place come from contracts. */
const tab = (
  id: ProductDetailsTabId,
  load: SlotContribution<'productDetails.tabs'>['load'],
): SlotContribution<'productDetails.tabs'> => ({
  id,
  label: productDetailsTabLabel(id),
  order: productDetailsTabOrder(id),
  load,
});

/**
 * What the app composes: the `productDetails` overlay, which the main layout opens while the address names a
 * product (`?product=`), and the spec's own tabs as contributions to the overlay's `productDetails.tabs` slot,
 * so other features' tabs join them by `order`. Each tab's code loads when the tab is first chosen, and none of
 * the feature's code is in the start-up bundle.
 */
export const productDetailsFeature = {
  id: 'product-details',
  routes: productDetailsRoutes,
  overlays: [{ id: 'productDetails', load: () => import('./components/ProductDetailsDialog/ProductDetailsOverlay') }],
  contributions: {
    'productDetails.tabs': [
      tab('summary', () => import('./components/tabs/SummaryTab/SummaryTab')),
      tab('price-availability', () => import('./components/tabs/PriceAvailabilityTab/PriceAvailabilityTab')),
      tab('promotions', () => import('./components/tabs/PromotionsTab/PromotionsTab')),
      tab('page-content', () => import('./components/tabs/PageContentTab/PageContentTab')),
      tab('reviews', () => import('./components/tabs/ReviewsTab/ReviewsTab')),
      tab('awards', () => import('./components/tabs/AwardsTab/AwardsTab')),
      tab('search-results', () => import('./components/tabs/SearchResultsTab/SearchResultsTab')),
      tab('category-listings', () => import('./components/tabs/CategoryListingsTab/CategoryListingsTab')),
      tab('pdp', () => import('./components/tabs/PdpTab/PdpTab')),
      tab('trends', () => import('./components/tabs/TrendsTab/TrendsTab')),
    ],
  },
} satisfies AppFeature;
