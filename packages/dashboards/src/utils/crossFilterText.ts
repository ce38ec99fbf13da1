import type { CrossFilterItem } from '../state/dashboardFiltersSlice';
import { crossFilterTarget } from './dashboardFilterFields';

// Beside the chips, not in their component: the print stamp names cross-filters the same way without
// loading antd (the dashboard preload reads the print layout's address through it).
/** The name of each cross-filtered dimension on its chip. */
const DIMENSION_NAMES: Record<string, string> = {
  retailers: 'Retailer',
  brands: 'Brand',
  brandTypes: 'Brand type',
  countries: 'Country',
  sellers: 'Seller',
  products: 'Product',
  tags: 'Tag',
  searchKeywords: 'Search keyword',
  searchCategories: 'Category page',
};

/** "Retailer: Tesco" — the chip text of a cross-filter. */
export const chipTextOf = (item: CrossFilterItem): string => {
  const target = crossFilterTarget(item.key);
  return target ? `${DIMENSION_NAMES[target.segment] ?? target.segment}: ${item.label}` : item.label;
};
