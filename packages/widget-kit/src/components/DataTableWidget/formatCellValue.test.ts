import { describe, expect, it } from 'vitest';
import { formatCellValue } from './formatCellValue';

describe('formatCellValue', () => {
  it('shows currency with 2 decimals and the symbol of its code', () => {
    expect(formatCellValue(4.5, 'currency', 'EUR')).toBe('€4.50');
    expect(formatCellValue(1234.567, 'currency', null)).toBe('1,234.57');
  });

  it('shows percent and number with 1 decimal', () => {
    expect(formatCellValue(87.46, 'percent')).toBe('87.5%');
    expect(formatCellValue(3, 'number')).toBe('3.0');
    expect(formatCellValue('12.25', 'number')).toBe('12.3');
  });

  it('shows dates like Jan 5, 2024 and text as it is', () => {
    expect(formatCellValue('2024-01-05', 'date')).toBe('Jan 5, 2024');
    expect(formatCellValue('Amazon.de', 'text')).toBe('Amazon.de');
    expect(formatCellValue(42, 'text')).toBe('42');
  });

  it('shows - for missing values and keeps text found in a number column', () => {
    expect(formatCellValue(null, 'percent')).toBe('-');
    expect(formatCellValue(undefined, 'currency')).toBe('-');
    expect(formatCellValue('', 'text')).toBe('-');
    expect(formatCellValue('n/a', 'number')).toBe('n/a');
  });
});
