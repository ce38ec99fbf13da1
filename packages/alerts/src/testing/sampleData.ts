import type { Alert, Metric, SavedFilter, SavedFilterUsersAnswer } from '@shelfsight/contracts';
import type { Dimension } from '@shelfsight/api-client';

const noSegments = {
  retailers: [],
  brands: [],
  brandTypes: [],
  sellers: [],
  countries: [],
  products: [],
  tags: [],
  searchKeywords: [],
  searchCategories: [],
  visibilityClusters: [],
};

const base = {
  customerId: 42,
  aggregationFunction: null,
  dimensionId: null,
  threshold: null,
  thresholdCondition: '>',
  thresholdModerator: 'IS',
  comparedTo: 'EXACT_VALUE',
  comparedModifier: null,
  comparedValue: null,
  recipientIds: [],
  notificationMethods: ['T', 'E'],
  datePreset: '1d',
  filterSet: { savedFilterIds: [], ...noSegments },
  alertSettings: { trendPeriods: 1, rearm: true, channels: [] },
  lastUpdated: '2024-03-18T09:30:00.000Z',
  createdAt: '2024-01-05T10:00:00.000Z',
  lastCheckMessage: null,
} satisfies Partial<Alert>;

/** Alice's alerts for the signed-in user (id 7, Ada): two she owns, one she receives. */
export const sampleAlerts: Alert[] = [
  {
    ...base,
    id: 31,
    type: 'TOTAL',
    ownerUserId: 7,
    owner: { id: 7, name: 'Ada Lovelace' },
    isActive: true,
    subject: 'Availability below 80 %',
    metricId: 2,
    threshold: 80,
    thresholdCondition: '<',
    recipientIds: [4],
    filterSet: { ...base.filterSet, savedFilterIds: [11] },
    lastAlertRaised: '2024-01-05T06:12:00.000Z',
    lastCheckStatus: 'RAISED',
    isOwnedByMe: true,
    isRecipient: false,
  },
  {
    ...base,
    id: 32,
    type: 'PER_ITEM',
    ownerUserId: 7,
    owner: { id: 7, name: 'Ada Lovelace' },
    isActive: false,
    subject: 'Price index jumps per retailer',
    metricId: 18,
    dimensionId: 1,
    comparedTo: 'PREVIOUS_PERIOD',
    comparedModifier: 'PERCENT',
    comparedValue: 5,
    datePreset: '7d',
    notificationMethods: ['E'],
    alertSettings: {
      trendPeriods: 2,
      rearm: true,
      channels: [{ type: 'WEBHOOK', url: 'https://hooks.acme.test/shelfsight', hasSecret: true }],
    },
    lastAlertRaised: null,
    lastCheckStatus: 'OK',
    isOwnedByMe: true,
    isRecipient: false,
  },
  {
    ...base,
    id: 33,
    type: 'TOTAL',
    ownerUserId: 5,
    owner: { id: 5, name: 'Paula Product' },
    isActive: true,
    subject: 'Days out of stock above 3',
    metricId: 3,
    threshold: 3,
    recipientIds: [7],
    lastAlertRaised: '2024-02-11T06:00:00.000Z',
    lastCheckStatus: 'FAILED',
    lastCheckMessage: 'The mail server did not answer.',
    isOwnedByMe: false,
    isRecipient: true,
  },
];

export const sampleUsersAnswer: SavedFilterUsersAnswer = {
  savedFilterUsers: [],
  users: [
    { id: 7, displayName: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 4, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
    { id: 5, displayName: 'Paula Product', email: 'pm@acme.test' },
  ],
};

const metric = (id: number, code: string, name: string, format: Metric['format'], groupId: number): Metric => ({
  id,
  key: `${id}-${format}`,
  code,
  metricGroupId: groupId,
  name,
  description: '',
  formula: '',
  type: format,
  format,
  visualizationOptions: [],
  canBeAggregated: true,
  defaultAggregation: 'AVG',
  higherIsBetter: code !== 'DAYS_OUT_OF_STOCK',
});

export const sampleMetrics: Metric[] = [
  metric(2, 'AVAILABILITY', 'Availability', 'percent', 3),
  metric(3, 'DAYS_OUT_OF_STOCK', 'Days out of stock', 'days', 3),
  metric(18, 'PRICE_INDEX', 'Price index', 'number', 2),
];

export const sampleDimensions: Dimension[] = [
  { id: 1, name: 'Retailer', type: 'RETAILER', displaySequence: 1 },
  { id: 2, name: 'Brand', type: 'BRAND', displaySequence: 2 },
  { id: 6, name: 'Product', type: 'PRODUCT', displaySequence: 6 },
  { id: 10, name: 'Date', type: 'DATE', displaySequence: 10 },
];

export const sampleSavedFilters = [
  { id: 11, name: 'Nordic Philips', isOwnedByMe: true },
  { id: 12, name: 'Own brands everywhere', isOwnedByMe: false },
] as unknown as SavedFilter[];
