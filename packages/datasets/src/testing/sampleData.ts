import type { Dimension } from '@shelfsight/api-client';
import {
  addDays,
  todayInZone,
  type Dataset,
  type DatasetContext,
  exportDashboardSettingsSchema,
  type Metric,
  type SavedFilter,
  type SavedFilterUsersAnswer,
  type SavedWidget,
} from '@shelfsight/contracts';

/** An empty filter set, as the contracts default it. */
export const noFilters = exportDashboardSettingsSchema.parse({});

const base: Dataset = {
  id: 0,
  customerId: 42,
  ownerUserId: 7,
  owner: { id: 7, name: 'Ada Lovelace' },
  isActive: true,
  status: 'D',
  fileType: 'csv',
  subject: '',
  outputType: 'metrics',
  dashboardWidgetId: null,
  widgetId: null,
  metricIds: [2],
  dimensionIds: [1],
  dateGrouping: null,
  sourceName: 'Availability by Retailer',
  recipientList: [],
  fromDate: '2024-03-01',
  toDate: '2024-03-31',
  filterSet: noFilters,
  applyRetailerAssortment: false,
  rowsWritten: 0,
  rowsTotal: null,
  progress: 0,
  filename: null,
  fileSize: null,
  error: null,
  createdAt: '2024-04-01T08:00:00.000Z',
  generatedDateTime: null,
  expiryDate: '2024-05-01',
  isOwnedByMe: true,
};

/** One dataset per status, mine and received, in no particular order (the page sorts newest first). */
export const sampleDatasets: Dataset[] = [
  {
    ...base,
    id: 61,
    subject: 'March availability',
    rowsWritten: 1200,
    rowsTotal: 1200,
    progress: 100,
    filename: 'March availability.csv',
    fileSize: 18_432,
    generatedDateTime: '2024-04-01T08:01:00.000Z',
  },
  {
    ...base,
    id: 62,
    subject: 'Price rows',
    status: 'R',
    outputType: 'DETAILS',
    widgetId: 9,
    metricIds: [],
    dimensionIds: [],
    sourceName: 'Price index',
    rowsWritten: 1500,
    rowsTotal: 5000,
    progress: 30,
    createdAt: '2024-04-02T08:00:00.000Z',
  },
  {
    ...base,
    id: 63,
    subject: 'Shared shelf share',
    fileType: 'xlsx',
    ownerUserId: 5,
    owner: { id: 5, name: 'Paula Product' },
    isOwnedByMe: false,
    rowsWritten: 40,
    rowsTotal: 40,
    progress: 100,
    filename: 'Shared shelf share.xlsx',
    fileSize: 9_000,
    createdAt: '2024-03-30T08:00:00.000Z',
  },
  {
    ...base,
    id: 64,
    subject: 'Broken build',
    status: 'F',
    error: 'The warehouse did not answer.',
    createdAt: '2024-03-29T08:00:00.000Z',
  },
];

export const sampleWidgets = [
  { id: 9, name: 'Price index', visualizationType: 'LINE' },
  { id: 10, name: 'Assortment table', visualizationType: 'DATA_TABLE' },
] as unknown as SavedWidget[];

const metric = (id: number, code: string, name: string): Metric => ({
  id,
  key: `${id}-number`,
  code,
  metricGroupId: 1,
  name,
  description: '',
  formula: '',
  type: 'number',
  format: 'number',
  visualizationOptions: [],
  canBeAggregated: true,
  defaultAggregation: 'AVG',
  higherIsBetter: true,
});

export const sampleMetrics: Metric[] = [
  metric(2, 'AVAILABILITY', 'Availability'),
  metric(18, 'PRICE_INDEX', 'Price index'),
];

export const sampleDimensions: Dimension[] = [
  { id: 1, name: 'Retailer', type: 'RETAILER', displaySequence: 1 },
  { id: 2, name: 'Brand', type: 'BRAND', displaySequence: 2 },
];

export const sampleUsersAnswer: SavedFilterUsersAnswer = {
  savedFilterUsers: [],
  users: [
    { id: 7, displayName: 'Ada Lovelace', email: 'ada@example.com' },
    { id: 4, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
  ],
};

export const sampleSavedFilters = [{ id: 11, name: 'Nordic Philips', isOwnedByMe: true }] as unknown as SavedFilter[];

// Recent days, which the date picker keeps within the customer's retention.
export const contextFromDate = addDays(todayInZone(), -40);
export const contextToDate = addDays(todayInZone(), -10);

/** What `datasets/context?dwId=301` answers for a placed table widget. */
export const sampleWidgetContext: DatasetContext = {
  input: {
    subject: 'Assortment table (Market overview)',
    fileType: 'csv',
    outputType: 'widgetdata',
    dashboardWidgetId: 301,
    widgetId: null,
    metricIds: [],
    dimensionIds: [],
    dateGrouping: null,
    fromDate: contextFromDate,
    toDate: contextToDate,
    filterSet: { ...noFilters, savedFilterIds: [11], filterRetailerIds: [3] },
    applyRetailerAssortment: true,
    recipientIds: [],
    expiryDays: 30,
  },
  sourceName: 'Assortment table (Market overview)',
  outputTypes: ['widgetdata', 'DETAILS'],
};
