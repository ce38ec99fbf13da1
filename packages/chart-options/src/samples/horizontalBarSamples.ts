import type { HorizontalBarRawOutput, HorizontalBarSettingsUsed } from '@shelfsight/contracts';

/** Availability of a nappy range per UK retailer in March, against February, best first. */
export const availabilityByRetailerBars: HorizontalBarRawOutput = {
  bars: [
    { key: 'retailer:1', label: 'Tesco', value: 98.2, compareValue: 97.5 },
    { key: 'retailer:7', label: 'Amazon UK', value: 96.4, compareValue: 91.0 },
    { key: 'retailer:2', label: 'Sainsbury’s', value: 94.9, compareValue: 95.3 },
    { key: 'retailer:3', label: 'Asda', value: 91.7, compareValue: 93.8 },
    { key: 'retailer:8', label: 'Boots', value: 88.3, compareValue: 86.1 },
    { key: 'retailer:6', label: 'Ocado', value: 85.0, compareValue: null },
    { key: 'retailer:4', label: 'Morrisons', value: 79.6, compareValue: 82.4 },
    { key: 'retailer:9', label: 'Superdrug', value: 64.1, compareValue: 70.2 },
  ],
};

export const availabilityBarSettings: HorizontalBarSettingsUsed = {
  metricName: 'Availability',
  valueFormat: { type: 'percent' },
  aggregationFunction: 'AVG',
  dimensionName: 'Retailer',
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
  compareDateFrom: '2024-02-01',
  compareDateTo: '2024-02-29',
};

/** Rating (0–5, weighted by reviews) per brand in March: the axis ends at the scale's 5. */
export const ratingByBrandBars: HorizontalBarRawOutput = {
  bars: [
    { key: 'brand:3', label: 'Pampers', value: 4.62 },
    { key: 'brand:12', label: 'Lillydoo', value: 4.41 },
    { key: 'brand:9', label: 'Huggies', value: 4.18 },
    { key: 'brand:4', label: 'Rascal + Friends', value: 3.87 },
    { key: 'brand:15', label: 'Little Angels (private label)', value: 3.35 },
  ],
};

export const ratingBarSettings: HorizontalBarSettingsUsed = {
  metricName: 'Rating',
  valueFormat: { type: 'number', max: 5 },
  aggregationFunction: null,
  dimensionName: 'Brand',
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
};
