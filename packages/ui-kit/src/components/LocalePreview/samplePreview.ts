import type { FilePreview } from '@shelfsight/contracts';

/** A German file as Excel writes it: semicolons, decimal commas and day-first dates. */
export const germanPreview: FilePreview = {
  format: 'csv',
  detected: { separator: ';', decimalMark: ',', dateOrder: 'DMY' },
  header: ['Brand', 'Product name', 'GTIN', 'Attribute: Weight (kg)', 'Attribute: Launch'],
  rows: [
    ['Kitchy', 'Mixer M3', '4006381333955', '1,25', '31.12.2026'],
    ['Kitchy', 'Toaster T1', '4006381333931', '0,9', '01.03.2026'],
  ],
};

/** A German market-data file: one observation per row, prices with decimal commas and thousands dots. */
export const germanMarketPreview: FilePreview = {
  format: 'csv',
  detected: { separator: ';', decimalMark: ',', dateOrder: 'DMY' },
  header: ['day', 'retailer', 'gtin', 'listed', 'inStock', 'sellingPrice', 'currency'],
  rows: [
    ['31.10.2026', 'amazon-de', '4006381333931', 'true', 'true', '1.234,56', 'EUR'],
    ['01.11.2026', 'otto-de', '4006381333948', 'true', 'false', '19,99', 'EUR'],
  ],
};
