import { productDetailsSchema } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { sampleProductDetails } from './sampleProductDetails';

describe('sampleProductDetails', () => {
  it('fits the product details contract', () => {
    expect(() => productDetailsSchema.parse(sampleProductDetails())).not.toThrow();
  });

  it('covers the cases the tabs distinguish', () => {
    const details = sampleProductDetails();
    const retailers = details.retailerDetails;
    expect(new Set(retailers.map((retailer) => retailer.countryCode)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(retailers.map((retailer) => retailer.currency)).size).toBeGreaterThanOrEqual(2);
    expect(retailers.some((retailer) => retailer.offerList.length > 1)).toBe(true);
    expect(retailers.some((retailer) => retailer.promotionDetails.length === 0)).toBe(true);
    expect(retailers.filter((retailer) => retailer.intraDayRecords.length > 0)).toHaveLength(1);
    expect(retailers.some((retailer) => retailer.awardDetails.length > 0)).toBe(true);
    expect(retailers.some((retailer) => retailer.dccScoreDetails.groups.length > 0)).toBe(true);
    expect(details.searchResults.length).toBeGreaterThan(0);
    expect(details.categoryListings.length).toBeGreaterThan(0);
  });

  it('keeps the summary price range consistent with the retailers of its currency', () => {
    const details = sampleProductDetails();
    const prices = details.retailerDetails
      .filter((retailer) => retailer.currency === details.summary.currency && retailer.sellingPrice !== null)
      .map((retailer) => retailer.sellingPrice as number);
    expect(details.summary.minPrice).toBe(Math.min(...prices));
    expect(details.summary.maxPrice).toBe(Math.max(...prices));
  });

  it('takes overrides', () => {
    expect(sampleProductDetails({ infoAvailable: false }).infoAvailable).toBe(false);
  });
});
