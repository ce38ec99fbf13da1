import type { ParkerAnswer } from '@shelfsight/contracts';

const base = {
  status: 'answered',
  parsedBy: 'parser',
  suggestions: [],
  askedAt: '2026-11-30T08:12:00.000Z',
} as const;

/** "Which products were out of stock at Bolwinkel last week?": a bar list of products, each opening its details. */
export const outOfStockAnswer: ParkerAnswer = {
  ...base,
  id: 31,
  question: 'Which products were out of stock at Bolwinkel last week?',
  understood: 'Days out of stock by product, at Bolwinkel, 16–22 Nov 2026, only where above 0',
  sentence: '3 products were out of stock at Bolwinkel in 16–22 Nov 2026; Acme Oat Drink 1 l the longest, 5 days.',
  query: {
    metric: 'DAYS_OUT_OF_STOCK',
    aggregation: 'SUM',
    dimension: 'PRODUCT',
    filters: { retailers: [4], brands: [], brandTypes: [], countries: [], products: [] },
    period: { dateFrom: '2026-11-16', dateTo: '2026-11-22' },
    compare: null,
    order: 'HIGHEST',
    limit: null,
    condition: { operator: '>', value: 0 },
  },
  visualization: 'HORIZONTAL_BAR',
  metricName: 'Days out of stock',
  valueFormat: 'days',
  currencyCode: null,
  rows: [
    { key: 'product:40', label: 'Acme Oat Drink 1 l', value: 5, compareValue: null, change: null, shown: '5 days' },
    { key: 'product:52', label: 'Acme Barista Oat 1 l', value: 2, compareValue: null, change: null, shown: '2 days' },
    { key: 'product:77', label: 'Kestrel Soy Drink 1 l', value: 1, compareValue: null, change: null, shown: '1 day' },
  ],
  totalRows: 3,
  productIds: [40, 52, 77],
  productsLink: null,
  widget: {
    definition: {
      visualizationType: 'HORIZONTAL_BAR',
      metricId: 9,
      dimensionId: 6,
      subDimensionKey: null,
      verticalDimensionId: null,
      tagName: null,
      aggregationFunction: 'SUM',
      dateAggregationLevel: null,
      dateDataSelection: null,
      filterId: null,
      displayCondition: { operator: '>', value: 0 },
      tableFields: [],
      columnIds: [],
    },
    request: {
      dateFrom: '2026-11-16',
      dateTo: '2026-11-22',
      compareDateFrom: null,
      compareDateTo: null,
      filterRetailerIds: [4],
      filterBrandIds: [],
      filterBrandTypeIds: [],
      filterCountryIds: [],
      filterProductIds: [],
    },
  },
};

/** "Where did our DCC score drop most this month?": retailers with the change against last month, in points. */
export const dccDropAnswer: ParkerAnswer = {
  ...base,
  id: 32,
  question: 'Where did our DCC score drop most this month?',
  understood: 'DCC score by retailer, 1–29 Nov 2026 against 1–29 Oct 2026, largest drop first',
  sentence: 'The DCC score dropped most at Kaufstadt: 81.2% against 84.6%, 3.4 points less.',
  query: null,
  visualization: 'HORIZONTAL_BAR',
  metricName: 'DCC score',
  valueFormat: 'percent',
  currencyCode: null,
  rows: [
    { key: 'retailer:7', label: 'Kaufstadt', value: 81.2, compareValue: 84.6, change: -3.4, shown: '81.2%' },
    { key: 'retailer:4', label: 'Bolwinkel', value: 90.1, compareValue: 90.9, change: -0.8, shown: '90.1%' },
    { key: 'retailer:2', label: 'Marché Plus', value: 88, compareValue: 86.5, change: 1.5, shown: '88.0%' },
  ],
  totalRows: 3,
  productIds: [],
  productsLink: null,
  widget: null,
};

/** A question Parker could not turn into a query: what it understood and what it can answer instead. */
export const notUnderstoodAnswer: ParkerAnswer = {
  ...base,
  id: 33,
  status: 'not_understood',
  parsedBy: null,
  question: 'What will the weather be in Lyon?',
  understood: 'No metric, retailer, brand or product of your data',
  sentence: 'I could not turn this into a question about your data.',
  query: null,
  visualization: null,
  metricName: null,
  valueFormat: null,
  currencyCode: null,
  rows: [],
  totalRows: 0,
  productIds: [],
  productsLink: null,
  widget: null,
  suggestions: ['Top 5 brands by rating in Germany', 'How many MAP violations yesterday?'],
};
