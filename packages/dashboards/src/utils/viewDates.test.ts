import { describe, expect, it } from 'vitest';
import { pickerValueFromSearch, searchWithPickerValue } from './viewDates';

describe('days in the view address', () => {
  it('writes a custom range with its comparison and reads the same back, keeping the id', () => {
    const value = {
      preset: 'cu',
      dateFrom: '2024-02-01',
      dateTo: '2024-02-29',
      compare: true,
      comparePreset: 'ccu' as const,
      compareFrom: '2024-01-01',
      compareTo: '2024-01-29',
    };
    const search = searchWithPickerValue(new URLSearchParams('id=5'), value);
    expect(search.get('id')).toBe('5');
    expect(pickerValueFromSearch(search)).toEqual(value);
  });

  it('replaces days named before and writes a rolling preset alone', () => {
    const before = new URLSearchParams('id=5&datePreset=cu&dateFrom=2024-02-01&dateTo=2024-02-29&compare=1');
    const search = searchWithPickerValue(before, { preset: '7d', compare: false });
    expect(search.toString()).toBe('id=5&datePreset=7d');
    expect(pickerValueFromSearch(search)).toEqual({ preset: '7d', compare: false });
  });

  it('names no days without a preset, or with days that do not make a range', () => {
    expect(pickerValueFromSearch(new URLSearchParams('id=5'))).toBeNull();
    expect(pickerValueFromSearch(new URLSearchParams('id=5&datePreset=cu&dateFrom=2024-02-01'))).toBeNull();
    expect(pickerValueFromSearch(new URLSearchParams('id=5&datePreset=soon'))).toBeNull();
  });
});
