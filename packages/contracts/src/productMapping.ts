import { z } from 'zod';
import { coercedId, idNumber, singleLineText } from './primitives';

/**
 * Server paths of product mapping (spec 3 §2.8, §7), customer-scoped. The spec names only
 * `mappable-products/{id}`; mapping and unmapping are POSTs beside it.
 */
export const productMappingPaths = {
  mappableProducts: '/api/customer/:customerId/mappable-products/:id',
  map: '/api/customer/:customerId/mappable-products/:id/map',
  unmap: '/api/customer/:customerId/mappable-products/:id/unmap',
} as const;

export const productMappingMessages = {
  unknownProduct: 'This product does not exist.',
  unknownRetailerProduct: 'No retailer product with this shop product id at this retailer.',
  notMappedHere: 'This retailer product is not mapped to this product.',
} as const;

export const mappableProductsQuerySchema = z.object({ tag_id: coercedId().optional() });
export const mappingParamsSchema = z.object({ id: coercedId() });

/** Why a retailer product is suggested: the codes it shares and how alike the names are (0–1). */
export const mappingSuggestionSchema = z.object({
  gtinMatch: z.boolean(),
  mpnMatch: z.boolean(),
  nameSimilarity: z.number().min(0).max(1),
  /** Higher is better: a shared GTIN outranks a shared MPN, which outranks a name alone. */
  score: z.number(),
});

/** retailerProducts of spec 3 §3, with the product it is mapped to now and the suggestion. */
export const mappableRetailerProductSchema = z.object({
  id: z.number().int(),
  retailerId: z.number().int(),
  retailerName: z.string(),
  shopProductId: z.string(),
  name: z.string(),
  eanCode: z.string().nullable(),
  mpnCode: z.string().nullable(),
  brandId: z.number().int().nullable(),
  /** The customer product it is mapped to now, or null when unmapped. */
  productId: z.number().int().nullable(),
  suggestion: mappingSuggestionSchema,
});
export type MappableRetailerProduct = z.infer<typeof mappableRetailerProductSchema>;

export const mappableProductsSchema = z.object({
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    brandName: z.string().nullable(),
    gtinCodes: z.array(z.string()),
    mpnCodes: z.array(z.string()),
  }),
  retailerProducts: z.array(mappableRetailerProductSchema),
});
export type MappableProducts = z.infer<typeof mappableProductsSchema>;

export const mapRetailerProductSchema = z.object({
  retailerId: idNumber(),
  shopProductId: singleLineText().min(1).max(200),
});
export type MapRetailerProduct = z.infer<typeof mapRetailerProductSchema>;
export const mappingResultSchema = z.object({
  retailerProductId: z.number().int(),
  productId: z.number().int().nullable(),
});
