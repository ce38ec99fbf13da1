import type { ColumnThreshold } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { compileThresholds, matchThreshold, thresholdStyle } from './compile';
import { fieldKeyLookup, rowResolver } from './fields';

const RED = { 'background-color': '#fde2e4', color: '#a8071a' };
const AMBER = { 'background-color': '#fff4d6', color: '#8a5a00' };
const GREEN = { 'background-color': '#dff5e6', color: '#1e6b3c' };

// Availability (id 101, 3rd column) and days out of stock (id 102, 4th column).
const fields = [
  { key: 'retailer', id: 7, sequenceNumber: 1 },
  { key: 'availability', id: 101, sequenceNumber: 3 },
  { key: 'oosDays', id: 102, sequenceNumber: 4 },
];
const thresholds: ColumnThreshold[] = [
  { id: 1, condition: '{{seq_101}} < 50 || {{seq_4}} >= 14', css: RED },
  { id: 2, condition: '{{seq_3}} < 90', css: AMBER },
  { id: 3, condition: '{{seq_101}} >= 90', css: GREEN },
];

describe('fieldKeyLookup', () => {
  it('finds a column by id, then by sequence number, preferring the id', () => {
    const lookup = fieldKeyLookup([...fields, { key: 'price', id: 3, sequenceNumber: 5 }]);
    expect(lookup('seq_101')).toBe('availability');
    expect(lookup('seq_4')).toBe('oosDays');
    expect(lookup('seq_3')).toBe('price');
    expect(lookup('seq_99')).toBeUndefined();
    expect(lookup('availability')).toBeUndefined();
  });

  it('gives null for a known column the row has no value for', () => {
    const resolve = rowResolver(fieldKeyLookup(fields), { availability: 80 });
    expect(resolve('seq_101')).toBe(80);
    expect(resolve('seq_102')).toBeNull();
    expect(resolve('seq_5')).toBeUndefined();
  });
});

describe('matchThreshold', () => {
  const match = (values: Record<string, number | null>) =>
    matchThreshold(thresholds, rowResolver(fieldKeyLookup(fields), values));

  it('returns the css of the first threshold that holds', () => {
    expect(match({ availability: 40, oosDays: 0 })).toBe(RED);
    expect(match({ availability: 95, oosDays: 20 })).toBe(RED);
    expect(match({ availability: 75, oosDays: 3 })).toBe(AMBER);
    expect(match({ availability: 97, oosDays: 0 })).toBe(GREEN);
  });

  it('returns null when none holds or the data is missing', () => {
    expect(match({ availability: null, oosDays: null })).toBeNull();
    expect(matchThreshold([], () => 1)).toBeNull();
  });

  it('throws the spec text for an unknown field', () => {
    const broken = [{ id: 9, condition: '{{seq_55}} > 1', css: RED }];
    expect(() => matchThreshold(broken, rowResolver(fieldKeyLookup(fields), {}))).toThrow(
      'Field not found for threshold "seq_55"',
    );
  });
});

describe('compileThresholds', () => {
  it('matches rows and the cell itself', () => {
    const compiled = compileThresholds([{ id: 4, condition: '< 20', css: RED }, ...thresholds], fields);
    expect(compiled.errors).toEqual([]);
    expect(compiled.match({ availability: 97, oosDays: 0 }, 10)).toBe(RED);
    expect(compiled.match({ availability: 97, oosDays: 0 }, 30)).toBe(GREEN);
  });

  it('leaves out and reports broken thresholds, keeping the others', () => {
    const compiled = compileThresholds(
      [
        { id: 1, condition: '{{seq_404}} > 1', css: RED },
        { id: 2, condition: '{{seq_3}} >', css: RED },
        { id: 3, condition: '{{seq_101}} >= 90', css: GREEN },
      ],
      fields,
    );
    expect(compiled.errors).toEqual([
      'Field not found for threshold "seq_404"',
      'Invalid threshold condition "{{seq_3}} >": expected a number or {{field}} at the end',
    ]);
    expect(compiled.match({ availability: 99 })).toBe(GREEN);
    expect(compiled.match({ availability: 10 })).toBeNull();
  });
});

describe('thresholdStyle', () => {
  it('turns the css into a React style', () => {
    expect(thresholdStyle(GREEN)).toEqual({ backgroundColor: '#dff5e6', color: '#1e6b3c' });
    expect(thresholdStyle({ color: '#a8071a' })).toEqual({ backgroundColor: undefined, color: '#a8071a' });
    expect(thresholdStyle(null)).toBeUndefined();
  });
});
