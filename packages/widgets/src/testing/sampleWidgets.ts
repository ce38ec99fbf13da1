import type { SavedWidget, WidgetUsersAnswer } from '@shelfsight/contracts';
import type { ColumnGroup, Dimension, Metric, TableField } from '../api/metadataTypes';

const base = () => ({
  customerId: 42,
  visualizationType: 'KPI' as SavedWidget['visualizationType'],
  description: null,
  subDimensionKey: null,
  verticalDimensionId: null,
  verticalSubDimensionId: null,
  tagName: null,
  dateDataSelection: '30d',
  filterId: null,
  displayCondition: null,
  textFields: null,
  tableFields: [],
  columnGroupIds: [],
  columnIds: [],
  customSettings: {},
  dateCreated: '2024-03-01T09:00:00.000Z',
  lastUpdated: '2024-03-04T16:20:00.000Z',
  aggregationFunction: 'AVG' as SavedWidget['aggregationFunction'],
  dateAggregationLevel: null as SavedWidget['dateAggregationLevel'],
  accessLevel: 'O' as SavedWidget['accessLevel'],
  source: 'MARKET_DATA' as SavedWidget['source'],
  // 30d as the server resolves it on 2024-03-05.
  dateFrom: '2024-02-04',
  dateTo: '2024-03-04',
  filterName: null,
});

/** Widgets of customer 42 as GET widgets answers them: two owned by Ada (user 7), one shared with her. */
export function sampleWidgets(): SavedWidget[] {
  return [
    {
      ...base(),
      id: 11,
      name: 'Availability',
      visualizationType: 'KPI',
      type: 1,
      metricId: 1,
      dimensionId: null,
      aggregationFunction: 'AVG',
      userId: 7,
      userName: 'Ada Lovelace',
      accessLevel: 'O',
      sharedWith: [8],
      shareType: 'SHARED_BY_ME',
      metricName: 'Availability',
      metricType: 'percent',
      metricGroupIds: [3],
      dimensionName: null,
    },
    {
      ...base(),
      id: 12,
      name: 'Selling price by retailer',
      visualizationType: 'LINE',
      type: 2,
      metricId: 2,
      dimensionId: 1,
      aggregationFunction: 'AVG',
      dateAggregationLevel: 'DAY',
      userId: 7,
      userName: 'Ada Lovelace',
      accessLevel: 'O',
      sharedWith: null,
      shareType: 'PRIVATE',
      metricName: 'Selling price',
      metricType: 'currency',
      metricGroupIds: [2],
      dimensionName: 'Retailer',
    },
    {
      ...base(),
      id: 13,
      name: 'Review scores',
      visualizationType: 'HORIZONTAL_BAR',
      type: 4,
      metricId: 3,
      dimensionId: 2,
      aggregationFunction: 'AVG',
      userId: 8,
      userName: 'Grace Hopper',
      accessLevel: 'V',
      sharedWith: [7],
      shareType: 'SHARED_WITH_ME',
      metricName: 'Rating',
      metricType: 'number',
      metricGroupIds: [4],
      dimensionName: 'Brand',
    },
  ];
}

const metric = (id: number, code: string, name: string, format: Metric['format']): Metric => ({
  id,
  key: `${id}_METRIC`,
  code,
  metricGroupId: 1,
  name,
  description: `${name} of the products in view.`,
  formula: '',
  type: 'METRIC',
  format,
  visualizationOptions: [],
  canBeAggregated: true,
  defaultAggregation: 'AVG',
  higherIsBetter: format !== 'currency',
});

export const sampleMetrics: Metric[] = [
  metric(1, 'AVAILABILITY', 'Availability', 'percent'),
  metric(2, 'PRICE_SELL', 'Selling price', 'currency'),
  metric(3, 'REVIEW_SCORE', 'Average rating', 'number'),
  // The catalogue's id: the editor knows the price index by it (it offers the index's reference).
  metric(18, 'PRICE_INDEX', 'Price index', 'number'),
];

/** Retailers the user may see (customerRetailers), for a price index compared with one retailer. */
export const sampleRetailers = [
  { id: 5, displayName: 'Acme Online' },
  { id: 6, displayName: 'Bestmart' },
];

export const sampleDimensions: Dimension[] = [
  { id: 1, name: 'Retailer', type: 'RETAILER', displaySequence: 1 },
  { id: 2, name: 'Brand', type: 'BRAND', displaySequence: 2 },
  { id: 4, name: 'Country', type: 'COUNTRY', displaySequence: 4 },
];

export const sampleTableFields: TableField[] = [
  // Ids repeat across field types, as in the catalogue: attribute 1 and metric 1 are different fields.
  {
    id: 1,
    name: 'Product name',
    description: 'Name of the product',
    type: 'PRODUCT_NAME',
    fieldType: 'ATTRIBUTE',
    dataType: 's',
  },
  {
    id: 6,
    name: 'First seen',
    description: 'Day the product was first found',
    type: 'FIRST_SEEN',
    fieldType: 'ATTRIBUTE',
    dataType: 'd',
  },
  {
    id: 1,
    name: 'Availability',
    description: 'Share of listed observations in stock',
    type: 'AVAILABILITY',
    fieldType: 'METRIC',
    dataType: 'n',
  },
  {
    id: 2,
    name: 'Selling price',
    description: 'Price the shopper pays',
    type: 'PRICE_SELL',
    fieldType: 'METRIC',
    dataType: 'n',
  },
  {
    id: 18,
    name: 'Price index',
    description: 'Price against a reference price, 100 = same',
    type: 'PRICE_INDEX',
    fieldType: 'METRIC',
    dataType: 'n',
  },
];

export const sampleColumnGroups: ColumnGroup[] = [
  { id: 1, sequenceNumber: 1, name: 'Availability', color: '#52c41a', icon: null, linkedDashboardId: null },
  { id: 2, sequenceNumber: 2, name: 'Price', color: '#1677ff', icon: null, linkedDashboardId: null },
];

export const sampleWidgetUsers: WidgetUsersAnswer = {
  widgetUsers: [
    { widgetId: 11, userId: 7, accessLevel: 'O' },
    { widgetId: 11, userId: 8, accessLevel: 'V' },
  ],
  users: [
    { id: 7, displayName: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 8, displayName: 'Grace Hopper', email: 'grace@example.com' },
    { id: 9, displayName: 'Alan Turing', email: 'alan@example.com' },
  ],
};
