import type { UploadPreview } from '@shelfsight/contracts';

/** A German file as Excel writes it: semicolons, decimal commas and day-first dates. */
export const germanPreview: UploadPreview = {
  format: 'csv',
  detected: { separator: ';', decimalMark: ',', dateOrder: 'DMY' },
  header: ['Brand', 'Product name', 'GTIN', 'Attribute: Weight (kg)', 'Attribute: Launch'],
  rows: [
    ['Kitchy', 'Mixer M3', '4006381333955', '1,25', '31.12.2026'],
    ['Kitchy', 'Toaster T1', '4006381333931', '0,9', '01.03.2026'],
  ],
};
