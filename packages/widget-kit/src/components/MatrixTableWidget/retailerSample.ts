import { matrixTableOutputSchema, type MatrixTableOutput } from '@shelfsight/contracts';
import { SAMPLE_RETAILERS } from '@shelfsight/chart-options/samples';

const brands = ['Pampers', 'Huggies', 'Little Angels', 'Lillydoo', 'Kit & Kin', 'Bambo Nature', 'Naty'];

/** Average availability of 7 nappy brands at 20 UK retailers: a matrix far wider than its card. */
export const availabilityByBrandAt20Retailers: MatrixTableOutput = matrixTableOutputSchema.parse({
  metric: { id: 2, name: 'Availability', format: 'percent' },
  horizontalDimension: { id: 2, name: 'Retailer' },
  verticalDimension: { id: 3, name: 'Brand' },
  columns: SAMPLE_RETAILERS.map((label, index) => ({ key: `retailer:${index + 1}`, label })),
  rows: brands.map((label, row) => ({
    key: `brand:${row + 1}`,
    label,
    values: Object.fromEntries(
      SAMPLE_RETAILERS.map((_, column) => [
        `retailer:${column + 1}`,
        // Smaller brands are missing at some retailers; the rest spread between about 70 and 99 %.
        row > 3 && (row + column) % 5 === 0 ? null : Math.round((99 - row * 2.5 - ((column * 7 + row) % 17)) * 10) / 10,
      ]),
    ),
  })),
  thresholds: [
    { id: 1, condition: '< 80', css: { 'background-color': '#fde2e4', color: '#a8071a' } },
    { id: 2, condition: '>= 95', css: { 'background-color': '#dff5e6', color: '#1e6b3c' } },
  ],
});
