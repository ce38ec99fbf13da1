import { z } from 'zod';

/**
 * What a widget's price index compares each price with (`customSettings.priceIndexReference`):
 * - `MARKET_AVERAGE` (default): the product's average price that day at the retailers in view;
 * - `LOWEST_COMPETITOR`: the product's lowest price that day at the other retailers in view;
 * - `RETAILER`: the product's price that day at one chosen retailer (`customSettings.priceIndexRetailerId`),
 *   e.g. a retailer customer's own shop.
 * Always the same currency; index = price ÷ reference × 100, below 100 is cheaper.
 */
export const priceIndexReferences = ['MARKET_AVERAGE', 'LOWEST_COMPETITOR', 'RETAILER'] as const;
export const priceIndexReferenceSchema = z.enum(priceIndexReferences);
export type PriceIndexReferenceKind = z.infer<typeof priceIndexReferenceSchema>;

/** The reference as the engine applies it. */
export type PriceIndexReference =
  { kind: 'MARKET_AVERAGE' } | { kind: 'LOWEST_COMPETITOR' } | { kind: 'RETAILER'; retailerId: number };

export const priceIndexReferenceLabels: Record<PriceIndexReferenceKind, string> = {
  MARKET_AVERAGE: 'Market average',
  LOWEST_COMPETITOR: 'Lowest competitor price',
  RETAILER: 'One retailer',
};

export const priceIndexReferenceMessages = {
  unknownReference: `Choose one of ${priceIndexReferences.join(', ')}.`,
  retailerRequired: 'Choose the retailer to compare with.',
} as const;

/** Checks the price index keys of a widget's free-form custom settings; issues name the key. */
function checkPriceIndexSettings(settings: Record<string, unknown>, ctx: z.RefinementCtx) {
  const kind = settings.priceIndexReference;
  const retailerId = settings.priceIndexRetailerId;
  if (kind !== undefined && kind !== null && !priceIndexReferenceSchema.safeParse(kind).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['priceIndexReference'],
      message: priceIndexReferenceMessages.unknownReference,
    });
    return;
  }
  const validRetailer = typeof retailerId === 'number' && Number.isInteger(retailerId) && retailerId > 0;
  const retailerWrong =
    kind === 'RETAILER' ? !validRetailer : retailerId !== undefined && retailerId !== null && !validRetailer;
  if (retailerWrong)
    ctx.addIssue({
      code: 'custom',
      path: ['priceIndexRetailerId'],
      message: priceIndexReferenceMessages.retailerRequired,
    });
}

/** The reference stored in checked custom settings; market average when none is set. */
export function priceIndexReferenceOf(settings: Record<string, unknown>): PriceIndexReference {
  const kind = settings.priceIndexReference;
  if (kind === 'LOWEST_COMPETITOR') return { kind };
  if (kind === 'RETAILER' && typeof settings.priceIndexRetailerId === 'number')
    return { kind, retailerId: settings.priceIndexRetailerId };
  return { kind: 'MARKET_AVERAGE' };
}

/** A widget's custom settings: free-form keys, of which the price index ones are checked. */
export const widgetCustomSettingsSchema = z
  .record(z.string().max(100), z.unknown())
  .superRefine(checkPriceIndexSettings);
