import { performanceOverviewOutputSchema, type PerformanceOverviewOutput, trendAgainst } from '@shelfsight/contracts';

// Story data: average selling price per retailer, last 30 days against the 30 days before, split by brand.
const retailers: [string, number, number, [string, number, number][]][] = [
  [
    'Amazon.de',
    4.62,
    4.81,
    [
      ['NIVEA', 3.12, 3.29],
      ['Dove', 2.58, 2.61],
      ['Pampers', 13.49, 13.99],
    ],
  ],
  [
    'dm',
    4.35,
    4.35,
    [
      ['NIVEA', 2.95, 2.95],
      ['Dove', 2.45, 2.45],
      ['Pampers', 12.95, 12.95],
    ],
  ],
  [
    'Rossmann',
    4.41,
    4.29,
    [
      ['NIVEA', 2.99, 2.95],
      ['Dove', 2.49, 2.39],
      ['Pampers', 13.19, 12.95],
    ],
  ],
  [
    'Otto',
    5.18,
    5.02,
    [
      ['NIVEA', 3.49, 3.39],
      ['Dove', 2.99, 2.89],
      ['Pampers', 14.99, 14.49],
    ],
  ],
  [
    'Kaufland',
    4.09,
    4.27,
    [
      ['NIVEA', 2.79, 2.89],
      ['Dove', 2.29, 2.39],
      ['Pampers', 12.49, 12.99],
    ],
  ],
];

// Trends as the server computes them: relative for prices, in percent points for rates.
const change = (value: number, compare: number, percentPoints = false) =>
  Math.round((trendAgainst(value, compare, percentPoints) ?? 0) * 10) / 10;

export const priceByRetailer: PerformanceOverviewOutput = performanceOverviewOutputSchema.parse({
  metric: { id: 12, name: 'Selling price', format: 'currency', currency: 'EUR', lowerIsBetter: true },
  dimension: { id: 2, name: 'Retailer' },
  subDimension: { id: 3, name: 'Brand' },
  // Keyed as the engine keys dimension items, so rows can be clicked through.
  items: retailers.map(([label, value, compareValue, brands], index) => ({
    key: `retailer:${index + 1}`,
    label,
    value,
    compareValue,
    trend: change(value, compareValue),
    subRows: brands.map(([brand, brandValue, brandCompare], brandIndex) => ({
      key: `brand:${brandIndex + 1}`,
      label: brand,
      value: brandValue,
      compareValue: brandCompare,
      trend: change(brandValue, brandCompare),
    })),
  })),
});

export const availabilityByProduct: PerformanceOverviewOutput = performanceOverviewOutputSchema.parse({
  metric: { id: 7, name: 'Availability', format: 'percent' },
  dimension: { id: 4, name: 'Product' },
  items: [
    ['NIVEA Creme 150 ml', 97.3, 92.1],
    ['Dove Original Shower Gel 250 ml', 88.6, 90.4],
    ['Pampers Baby-Dry Size 4, 46 pcs', 71.2, 84.9],
    ['Colgate Total Original 75 ml', 99.1, null],
  ].map(([label, value, compareValue], index) => ({
    key: `p${index}`,
    label,
    value,
    compareValue,
    trend: typeof compareValue === 'number' ? change(value as number, compareValue, true) : null,
    productDummyId: `dummy-${index + 1}`,
  })),
});
