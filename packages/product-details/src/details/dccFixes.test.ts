import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from '../testing/sampleProductDetails';
import { productDccFixes } from './dccFixes';

describe('productDccFixes', () => {
  it("ranks the failed rules of the product's pages by the points summed over the retailers", () => {
    const fixes = productDccFixes(sampleProductDetails().retailerDetails);
    // Written out from the sample: groups Title 0.3, Content 0.4, Images 0.3 (sum 1). Image count (weight 1 of 1)
    // fails at bol.com and Boots: 0.3 × 1/1 × 100 = 30 points a page; Bullet points (2 of 4) fails at dm:
    // 0.4 × 2/4 × 100 = 20 points.
    expect(fixes).toEqual([
      expect.objectContaining({
        group: 'Images',
        component: 'Image count',
        failedConditions: ['Image count ≥ 5'],
        retailers: ['bol.com', 'Boots'],
        pointsPerPage: expect.closeTo(30, 9),
        totalPoints: expect.closeTo(60, 9),
      }),
      expect.objectContaining({
        group: 'Content',
        component: 'Bullet points',
        // The bullet points are present; only their number fails.
        failedConditions: ['Bullet point count ≥ 3'],
        retailers: ['dm'],
        pointsPerPage: expect.closeTo(20, 9),
        totalPoints: expect.closeTo(20, 9),
      }),
    ]);
  });

  it("shares a page's points by the weights of the groups it was scored with, and skips unlisted pages", () => {
    const [page] = sampleProductDetails().retailerDetails;
    const groups = page!.dccScoreDetails.groups.map((group) => ({
      ...group,
      weight: group.weight * 2,
      components: group.components.map((component) => ({ ...component, met: component.name !== 'Title length' })),
    }));
    const unlisted = { ...page!, retailerName: 'Unlisted', dccScoreDetails: { groups: [] } };
    const fixes = productDccFixes([{ ...page!, dccScoreDetails: { groups } }, unlisted]);
    // Title 0.6 of 2 × 1 of 2 rules × 100 = 15 points, whatever scale the weights come in.
    expect(fixes).toHaveLength(1);
    expect(fixes[0]!.pointsPerPage).toBeCloseTo(15, 9);
    expect(fixes[0]!.retailers).toEqual([page!.retailerName]);
  });

  it('lists nothing when every page meets every rule', () => {
    const [page] = sampleProductDetails().retailerDetails;
    expect(productDccFixes([page!])).toEqual([]);
  });
});
