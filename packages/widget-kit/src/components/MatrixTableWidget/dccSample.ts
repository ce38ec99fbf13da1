import { matrixTableOutputSchema, type MatrixTableOutput } from '@shelfsight/contracts';

// Story data: average DCC score (content completeness, %) of each brand's products at each retailer.
const retailers = ['Amazon.de', 'dm', 'Rossmann', 'Otto', 'Kaufland', 'Douglas'];
const brands: [string, (number | null)[]][] = [
  ['NIVEA', [92.4, 88.1, 85.6, 71.3, 64.8, 90.2]],
  ['Dove', [87.9, 81.4, 79.2, 66.5, 58.1, null]],
  ['Garnier', [78.3, 84.7, 82.9, 61.2, 55.4, 69.8]],
  ["L'Oréal Paris", [94.1, 90.3, 88.8, 74.6, 62.7, 93.5]],
  ['Head & Shoulders', [81.6, 76.2, 73.9, 57.4, 49.3, null]],
  ['Colgate', [85.2, 79.8, 80.4, 63.1, 52.6, null]],
  ['Pampers', [90.7, 86.3, 84.1, 70.9, 66.2, null]],
];

export const dccByBrandAndRetailer: MatrixTableOutput = matrixTableOutputSchema.parse({
  metric: { id: 31, name: 'DCC score', format: 'percent' },
  horizontalDimension: { id: 2, name: 'Retailer' },
  verticalDimension: { id: 3, name: 'Brand' },
  // Keyed as the engine keys dimension items, so cells can be clicked through.
  columns: retailers.map((label, index) => ({ key: `retailer:${index + 1}`, label })),
  rows: brands.map(([label, scores], row) => ({
    key: `brand:${row + 1}`,
    label,
    values: Object.fromEntries(retailers.map((_, index) => [`retailer:${index + 1}`, scores[index] ?? null])),
  })),
  // The emax-style bands of the domain glossary: 0–33 red, 34–66 amber, 67–100 green (here on a 0–100 score).
  thresholds: [
    { id: 1, condition: '< 34', css: { 'background-color': '#fde2e4', color: '#a8071a' } },
    { id: 2, condition: '< 67', css: { 'background-color': '#fff4d6', color: '#8a5a00' } },
    { id: 3, condition: '>= 67', css: { 'background-color': '#dff5e6', color: '#1e6b3c' } },
  ],
});

// Story data: the DCC score of single NIVEA products at the same retailers, products keyed as the engine keys them.
const products: [number, string, (number | null)[]][] = [
  [48213, 'NIVEA Creme 150 ml', [95.2, 91.4, 88.7, 74.1, 66.3, 92.8]],
  [48214, 'NIVEA Soft 200 ml', [90.6, 86.2, 84.9, 70.4, 61.7, 89.1]],
  [48230, 'NIVEA Men Sensitive Shaving Gel 200 ml', [88.3, 79.5, 81.2, 65.8, null, 84.6]],
];

export const dccByProductAndRetailer: MatrixTableOutput = matrixTableOutputSchema.parse({
  ...dccByBrandAndRetailer,
  verticalDimension: { id: 5, name: 'Product' },
  rows: products.map(([id, label, scores]) => ({
    key: `product:${id}`,
    label,
    values: Object.fromEntries(retailers.map((_, index) => [`retailer:${index + 1}`, scores[index] ?? null])),
  })),
});
