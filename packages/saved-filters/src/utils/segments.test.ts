import { describe, expect, it } from 'vitest';
import { sampleFilters } from '../testing/sampleData';
import { emptySegments, inputOf, segmentSummary, segmentValuesOf, sharingSummary } from './segments';

const [nordic, everyoneBrands, empty] = sampleFilters;

describe('segment helpers', () => {
  it('summarises the segments a filter holds, with counts', () => {
    expect(segmentSummary(nordic!)).toBe('Retailers 2 · Brands 1 · Countries 1');
    expect(segmentSummary(empty!)).toBe('-');
  });

  it('describes sharing: everyone, users or not shared', () => {
    expect(sharingSummary(everyoneBrands!)).toBe('Everyone');
    expect(sharingSummary(nordic!)).toBe('1 user');
    expect(sharingSummary(empty!)).toBe('Not shared');
  });

  it('builds a body with every segment and only -1 when shared with everyone', () => {
    const body = inputOf('  Nordic  ', { ...emptySegments(), brands: [3] }, [5, -1]);
    expect(body).toEqual({ ...emptySegments(), name: 'Nordic', brands: [3], sharedWith: [-1] });
    expect(segmentValuesOf(nordic!).retailers).toEqual(nordic!.retailers);
  });
});
