import { describe, expect, it } from 'vitest';
import { referenceImageClash } from './referenceImages';

const image = (retailerIds: number[], imageSequence = 1) => ({ imageSequence, retailerIds });

describe('referenceImageClash', () => {
  it('finds none when the images at one position name other retailers', () => {
    expect(referenceImageClash([image([1, 2]), image([3]), image([4])])).toBeNull();
  });

  it('finds two images for the same retailers in any order', () => {
    expect(referenceImageClash([image([2, 1]), image([1, 2])])).toEqual({ kind: 'sameRetailers' });
    expect(referenceImageClash([image([]), image([])])).toEqual({ kind: 'sameRetailers' });
  });

  it('names the retailers two images share', () => {
    expect(referenceImageClash([image([1, 2, 3]), image([3, 4, 2])])).toEqual({
      kind: 'sharedRetailers',
      retailerIds: [2, 3],
    });
  });

  it('lets an image without retailers share every retailer of another one', () => {
    expect(referenceImageClash([image([5, 6]), image([])])).toEqual({ kind: 'sharedRetailers', retailerIds: [5, 6] });
  });

  it('compares only images at one position', () => {
    expect(referenceImageClash([image([1], 1), image([1], 2), image([], 3)])).toBeNull();
  });
});
