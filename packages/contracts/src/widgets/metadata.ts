import { z } from 'zod';
import { dbIntegerSchema, singleLineText } from '../primitives';
import { aggregationFunctionSchema } from './widgetTypes';

/** Server paths of the widget metadata calls of spec 2 §7. */
export const widgetMetadataPaths = {
  dimensions: '/api/dimensions',
  metrics: '/api/customer/:customerId/metrics',
  filteredMetrics: '/api/customer/:customerId/filtered-metrics',
  metricGroups: '/api/customer/:customerId/metric-groups',
  tableFields: '/api/customer/:customerId/table-fields',
  tableColumns: '/api/customer/:customerId/table-columns',
  columnGroups: '/api/customer/:customerId/column-groups',
  tagCategories: '/api/customer/:customerId/tag-categories',
  tags: '/api/customer/:customerId/tags',
  availableFilters: '/api/customer/:customerId/available-filters-for-user',
  filterItems: '/api/customer/:customerId/dashboard/filter/:tagLabel',
  convertSellerFilter: '/api/customer/:customerId/dashboard/convert-filter-ids/sellerFilter',
  aggregationFunctions: '/api/aggregation-functions',
  operators: '/api/operators',
} as const;

/** Dimensions a widget can split by (spec 2 §3 dimensions). Ids are stable: saved widgets refer to them. */
export const dimensionCatalogue = [
  { id: 1, code: 'RETAILER', name: 'Retailer', displaySequence: 1 },
  { id: 2, code: 'BRAND', name: 'Brand', displaySequence: 2 },
  { id: 3, code: 'BRAND_TYPE', name: 'Brand type', displaySequence: 3 },
  { id: 4, code: 'COUNTRY', name: 'Country', displaySequence: 4 },
  { id: 5, code: 'SELLER', name: 'Seller (buy box)', displaySequence: 5 },
  { id: 6, code: 'PRODUCT', name: 'Product', displaySequence: 6 },
  { id: 7, code: 'TAG', name: 'Tag', displaySequence: 7 },
  { id: 8, code: 'SEARCH_KEYWORD', name: 'Search keyword', displaySequence: 8 },
  { id: 9, code: 'CATEGORY_LISTING', name: 'Category listing', displaySequence: 9 },
  { id: 10, code: 'DATE', name: 'Date', displaySequence: 10 },
] as const;
export type DimensionCode = (typeof dimensionCatalogue)[number]['code'];
export const dimensionCodes = dimensionCatalogue.map((dimension) => dimension.code) as [
  DimensionCode,
  ...DimensionCode[],
];

export function dimensionById(id: number) {
  return dimensionCatalogue.find((dimension) => dimension.id === id);
}
export function dimensionByCode(code: string) {
  return dimensionCatalogue.find((dimension) => dimension.code === code);
}

export const dimensionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  displaySequence: z.number().int(),
});

/** The eleven filter dimensions of spec 2 §3, in the order the filter bar shows them. */
export const filterDimensions = [
  'savedFilters',
  'retailers',
  'brands',
  'sellers',
  'countries',
  'products',
  'tags',
  'searchKeywords',
  'searchCategories',
  'visibilityClusters',
  'brandTypes',
] as const;
export type FilterDimension = (typeof filterDimensions)[number];

/** available-filters-for-user: which segments the filter bar offers, and how many items each has. */
export const availableFiltersSchema = z.record(
  z.string(),
  z.object({ label: z.string(), available: z.boolean(), itemCount: z.number().int() }),
);
export type AvailableFilters = z.infer<typeof availableFiltersSchema>;

/** filterItems of spec 2 §3 (items of one segment). */
export const filterItemSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  savedFilterIds: z.array(z.number().int()),
  excluded: z.boolean(),
  licenseExcluded: z.boolean(),
  roleExcluded: z.boolean(),
  details: z.string().nullable(),
  ownerName: z.string().nullable(),
});
export type FilterItem = z.infer<typeof filterItemSchema>;
export const filterItemParamsSchema = z.object({ customerId: z.string(), tagLabel: singleLineText().min(1).max(100) });

export const convertSellerFilterRequestSchema = z.object({ ids: z.array(dbIntegerSchema).max(5000) });
export const convertSellerFilterAnswerSchema = z.object({ ids: z.array(z.number().int()) });

export const tagCategorySchema = z.object({
  id: z.number().int(),
  value: z.string(),
  label: z.string(),
  name: z.string(),
  tag: z.string(),
});
export const tagSchema = z.object({ id: z.number().int(), category: z.number().int(), value: z.string() });

/** tableFields of spec 2 §3: product attributes and metrics a data table can show. */
export const tableFieldSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  fieldType: z.enum(['ATTRIBUTE', 'METRIC']),
  dataType: z.enum(['s', 'n', 'd']),
});
export type TableField = z.infer<typeof tableFieldSchema>;

/** Product attributes a table row can carry besides metrics (fieldType ATTRIBUTE). */
export const attributeTableFields = [
  { id: 1, code: 'PRODUCT_NAME', name: 'Product', dataType: 's' },
  { id: 2, code: 'BRAND_NAME', name: 'Brand', dataType: 's' },
  { id: 3, code: 'GTIN', name: 'GTIN', dataType: 's' },
  { id: 4, code: 'RETAILER_NAME', name: 'Retailer', dataType: 's' },
  { id: 5, code: 'COUNTRY_NAME', name: 'Country', dataType: 's' },
] as const;

export const columnGroupListSchema = z.array(
  z.object({
    id: z.number().int(),
    sequenceNumber: z.number().int(),
    name: z.string(),
    color: z.string().nullable(),
    icon: z.string().nullable(),
    linkedDashboardId: z.number().int().nullable(),
  }),
);

export const tableColumnSchema = z.object({
  id: z.number().int(),
  metricGroupId: z.number().int().nullable(),
  sequenceNumber: z.number().int(),
  columnGroupId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  sourceType: z.enum(['METRIC']),
  sourceId: z.number().int(),
  aggregationType: aggregationFunctionSchema,
  toolTip: z.string().nullable(),
  thresholds: z.array(z.object({ id: z.number().int(), condition: z.string(), css: z.record(z.string(), z.string()) })),
  visualizationOptions: z.array(z.string()),
  canBeAggregated: z.boolean(),
});

export const aggregationFunctionInfoSchema = z.object({
  id: z.number().int(),
  name: aggregationFunctionSchema,
  type: z.string(),
  description: z.string(),
});

export const aggregationFunctionCatalogue = [
  { id: 1, name: 'AVG', type: 'numeric', description: 'Average over the observations (rates: the share in percent).' },
  {
    id: 2,
    name: 'SUM',
    type: 'numeric',
    description: 'Sum over the observations (rates: how many observations carry the flag).',
  },
  { id: 3, name: 'MIN', type: 'numeric', description: 'Lowest value.' },
  { id: 4, name: 'MAX', type: 'numeric', description: 'Highest value.' },
  { id: 5, name: 'COUNT', type: 'numeric', description: 'Number of observations with a value.' },
] as const;

export const operatorInfoSchema = z.object({
  operator: z.string(),
  texts: z.string(),
  noValue: z.boolean(),
  numeric: z.boolean(),
  dataType: z.enum(['s', 'n', 'd']),
});

/**
 * Filter lists carry numbers, countries are ISO 3166 alpha-2 codes: a country's id is the alphabet
 * position of its first letter × 100 + that of its second (DE → 405, GB → 702).
 */
export function countryIdOf(code: string): number {
  const upper = code.toUpperCase();
  return (upper.charCodeAt(0) - 64) * 100 + (upper.charCodeAt(1) - 64);
}
export function countryCodeOf(id: number): string | null {
  const first = Math.floor(id / 100);
  const second = id % 100;
  if (first < 1 || first > 26 || second < 1 || second > 26) return null;
  return String.fromCharCode(64 + first, 64 + second);
}
