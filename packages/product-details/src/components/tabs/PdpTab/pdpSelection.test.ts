import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../../../testing/sampleProductDetails';
import { countsOf, defaultRetailerIds, previewOf, toggleRetailer } from './pdpSelection';

describe('pdpSelection', () => {
  it('starts on the first four retailers of the details', () => {
    const retailers = sampleProductDetails().retailerDetails;
    expect(retailers.length).toBeGreaterThan(4);
    expect(defaultRetailerIds(retailers)).toEqual(retailers.slice(0, 4).map((retailer) => retailer.retailerId));
  });

  it('keeps the order of choosing, dropping the oldest choice past four and removing an unticked one', () => {
    expect(toggleRetailer([5, 1, 9, 3], 7)).toEqual([1, 9, 3, 7]);
    expect(toggleRetailer([5, 1, 9], 7)).toEqual([5, 1, 9, 7]);
    expect(toggleRetailer([5, 1, 9, 3], 9)).toEqual([5, 1, 3]);
  });

  it('previews the first 50 words and leaves shorter texts whole', () => {
    const words = Array.from({ length: 60 }, (_, index) => `word${index + 1}`);
    const long = words.join('  \n ');
    expect(previewOf(long)).toEqual({ preview: `${words.slice(0, 50).join(' ')}…`, truncated: true });
    const fifty = words.slice(0, 50).join(' ');
    expect(previewOf(fifty)).toEqual({ preview: fifty, truncated: false });
  });

  it('counts words as runs of non-space characters and characters as code points', () => {
    expect(countsOf('Repair & Care  Shampoo')).toEqual({ words: 4, characters: 22 });
    expect(countsOf('Crème 🧴')).toEqual({ words: 2, characters: 7 });
    expect(countsOf(null)).toBeNull();
  });
});
