import { describe, expect, it } from 'vitest';
import { referenceImagesFeature } from './feature';

describe('referenceImagesFeature', () => {
  it('has a route for every menu tile, under Data', () => {
    const paths = referenceImagesFeature.routes.map((route) => route.path);
    expect(paths).toEqual(['/image-similarity/', '/product-reference-images/']);
    for (const item of referenceImagesFeature.navItems) {
      expect(paths).toContain(item.to);
      expect(item.group).toBe('data');
    }
  });
});
