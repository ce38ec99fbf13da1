import { describe, expect, it } from 'vitest';
import { formatDateRange } from './formatDateRange';

describe('formatDateRange', () => {
  it('shows both ends like the rest of the product', () => {
    expect(formatDateRange('2024-01-05', '2024-02-03')).toBe('Jan 5, 2024 – Feb 3, 2024');
  });

  it('shows a single day once', () => {
    expect(formatDateRange('2028-02-29', '2028-02-29')).toBe('Feb 29, 2028');
  });

  it('shows - for a missing end', () => {
    expect(formatDateRange('2024-01-05', null)).toBe('Jan 5, 2024 – -');
  });
});
