import { afterEach, describe, expect, it } from 'vitest';
import { isProcessing, processingFlagKey, setProcessing } from './processingFlag';

afterEach(() => localStorage.clear());

describe('processing flag', () => {
  it('is kept per customer id in local storage', () => {
    setProcessing(42, true);
    expect(localStorage.getItem('productListsProcessing:42')).toBe('true');
    expect(isProcessing(42)).toBe(true);
    expect(isProcessing(7)).toBe(false);
    setProcessing(42, false);
    expect(localStorage.getItem(processingFlagKey(42))).toBeNull();
    expect(isProcessing(42)).toBe(false);
  });

  it('is never set without an active customer', () => {
    setProcessing(null, true);
    expect(localStorage.length).toBe(0);
    expect(isProcessing(null)).toBe(false);
  });
});
