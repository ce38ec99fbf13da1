import { describe, expect, it } from 'vitest';
import {
  PROCESSING_DIALOG,
  processingOutcome,
  productIdsBodySchema,
  productListInputSchema,
  productListStatusText,
} from './productLists';

describe('product list statuses', () => {
  it('gives success for VALIDATION_SUCCESS and PROCESSING_SUCCESS, aborted for PROCESSING_ABORTED, else failed', () => {
    expect(processingOutcome('VALIDATION_SUCCESS')).toBe('success');
    expect(processingOutcome('PROCESSING_SUCCESS')).toBe('success');
    expect(processingOutcome('PROCESSING_ABORTED')).toBe('aborted');
    expect(processingOutcome('INVALID_DATA_ROWS')).toBe('failed');
    expect(processingOutcome(null)).toBe('failed');
    expect(PROCESSING_DIALOG.failed.title).toBe('Products processing failed');
  });

  it('shows a new upload as pending and an unknown status as is', () => {
    expect(productListStatusText(null)).toBe('File upload pending');
    expect(productListStatusText('INVALID_HEADER_ROW')).toBe('Invalid header row used in file');
    expect(productListStatusText('NEW_STATUS')).toBe('NEW_STATUS');
  });
});

describe('product list payloads', () => {
  it('needs a name and defaults to a Standard list that merges', () => {
    expect(productListInputSchema.safeParse({}).success).toBe(false);
    expect(productListInputSchema.parse({ name: ' Range ' })).toEqual({
      name: 'Range',
      type: 'Standard',
      processingMode: 'MERGE',
      isActive: true,
      sharedWith: [],
    });
  });

  it('shares only to write or read, and takes at least one product id', () => {
    const owner = productListInputSchema.safeParse({ name: 'x', sharedWith: [{ userId: 3, accessLevel: 'O' }] });
    expect(owner.success).toBe(false);
    expect(productIdsBodySchema.safeParse({ productIds: [] }).success).toBe(false);
    expect(productIdsBodySchema.safeParse({ productIds: [0] }).success).toBe(false);
  });
});
