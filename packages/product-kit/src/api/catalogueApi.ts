import { api, apiTarget, useGetFilterItemsQuery } from '@shelfsight/api-client';
import {
  cataloguePaths,
  type CustomerRetailer,
  type CustomerRetailersQuery,
  type FilterItem,
  widgetMetadataPaths,
} from '@shelfsight/contracts';
import { useMemo } from 'react';

/** access: the retailers the user may see; all: every tracked retailer (customer administrators only). */
export type RetailerScope = CustomerRetailersQuery['scope'];

/** The cache tag of tags and tag categories: screens that change them invalidate it. */
export const CATALOGUE_TAGS = 'CatalogueTags';
/** A tag category as GET tag-categories answers it (contracts tagCategorySchema). */
export interface CatalogueTagCategory {
  id: number;
  name: string;
  label: string;
  value: string;
  tag: string;
}
/** A tag as GET tags answers it (contracts tagSchema); category is the id of its tag category. */
export interface CatalogueTag {
  id: number;
  category: number;
  value: string;
}

/** A retailer as a picker offers it. */
export interface RetailerChoice {
  id: number;
  name: string;
}

/** A product as a picker offers it: the catalogue's id, its name and first GTIN. */
export interface ProductChoice {
  id: number;
  name: string;
  gtin: string | null;
}

/**
 * The market catalogue of the active customer. Its retailers change rarely, so they are kept an hour; the product
 * lookup is the products filter list of api-client (`getFilterItems('products')`), shared with the filter bar and
 * saved filters, so the catalogue asks the server for its products once.
 */
export const catalogueApi = api.enhanceEndpoints({ addTagTypes: [CATALOGUE_TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    /** The customer's tag categories; product management screens invalidate CatalogueTags when they change them. */
    getCatalogueTagCategories: build.query<CatalogueTagCategory[], void>({
      query: () => apiTarget(widgetMetadataPaths.tagCategories),
      providesTags: [CATALOGUE_TAGS],
    }),
    /** The customer's tags, every category. */
    getCatalogueTags: build.query<CatalogueTag[], void>({
      query: () => apiTarget(widgetMetadataPaths.tags),
      providesTags: [CATALOGUE_TAGS],
    }),
    getCustomerRetailers: build.query<CustomerRetailer[], RetailerScope>({
      query: (scope) =>
        scope === 'all'
          ? { ...apiTarget(cataloguePaths.customerRetailers), params: { scope } }
          : apiTarget(cataloguePaths.customerRetailers),
      keepUnusedDataFor: 3600,
    }),
  }),
  overrideExisting: 'throw',
});

export const { useGetCustomerRetailersQuery, useGetCatalogueTagCategoriesQuery, useGetCatalogueTagsQuery } =
  catalogueApi;

/** The segment of the filter lists that names the customer's active products. */
export const PRODUCTS_FILTER_SEGMENT = 'products';

export const retailerChoicesOf = (retailers: readonly CustomerRetailer[]): RetailerChoice[] =>
  retailers.map((retailer) => ({ id: retailer.id, name: retailer.displayName }));

export const productChoicesOf = (items: readonly FilterItem[]): ProductChoice[] =>
  items.map((item) => ({ id: item.id, name: item.name, gtin: item.details }));

interface ChoicesQueryOptions {
  /** Not asked while true (e.g. before the active customer is known, or when the screen does not need it). */
  skip?: boolean;
}

/** The customer's retailers as picker choices; `data` is undefined until the server has answered. */
export function useRetailerChoices(scope: RetailerScope = 'access', options: ChoicesQueryOptions = {}) {
  const query = useGetCustomerRetailersQuery(scope, options);
  const data = useMemo(() => (query.data ? retailerChoicesOf(query.data) : undefined), [query.data]);
  return { data, isLoading: query.isLoading, isError: query.isError };
}

/** The customer's active products as picker choices, by name; `data` is undefined until the server has answered. */
export function useProductChoices(options: ChoicesQueryOptions = {}) {
  const query = useGetFilterItemsQuery(PRODUCTS_FILTER_SEGMENT, options);
  const data = useMemo(() => (query.data ? productChoicesOf(query.data) : undefined), [query.data]);
  return { data, isLoading: query.isLoading, isError: query.isError };
}

/**
 * A product's name from the customer's active products, or 'Product 40' until the server has answered, and when the
 * product is no longer active. `null` asks nothing and gives null.
 */
export function useProductName(productId: number | null): string | null {
  const products = useProductChoices({ skip: productId === null });
  if (productId === null) return null;
  return productNameIn(products.data, productId);
}

/** A product's name among loaded choices, or 'Product 40' when they are not loaded or do not hold it. */
export const productNameIn = (choices: readonly ProductChoice[] | undefined, productId: number): string =>
  choices?.find((product) => product.id === productId)?.name ?? `Product ${productId}`;

/**
 * A retailer's display name among those in the viewer's access, or 'Retailer 12' until the server has answered, and
 * when the retailer is outside that access. `null` asks nothing and gives null.
 */
export function useRetailerName(retailerId: number | null): string | null {
  const retailers = useRetailerChoices('access', { skip: retailerId === null });
  if (retailerId === null) return null;
  return retailers.data?.find((retailer) => retailer.id === retailerId)?.name ?? `Retailer ${retailerId}`;
}
