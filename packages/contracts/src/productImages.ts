import { z } from 'zod';
import { idSchema } from './primitives';

/**
 * Product images: the product's own packshot and each retailer's copy of it, full size or as a thumbnail.
 * `image` is customer-scoped (bearer token); `signedImage` serves the same picture to <img>, which cannot send
 * the token, on a signature the server hands out in customer-scoped answers only.
 */
export const productImagePaths = {
  image: '/api/customer/:customerId/products/:productId/image',
  signedImage: '/api/product-images/:customerId/:productId',
} as const;

/** Edge lengths in pixels: the full image is square, the thumbnail fits inside this square. */
export const PRODUCT_IMAGE_EDGE = { full: 600, thumb: 160 } as const;
export const productImageSizes = ['full', 'thumb'] as const;
export type ProductImageSize = (typeof productImageSizes)[number];

export const productImageParamsSchema = z.object({ customerId: idSchema, productId: idSchema });
export type ProductImageParams = z.infer<typeof productImageParamsSchema>;

export const productImageQuerySchema = z.object({
  /** The retailer whose copy is wanted; absent means the product's own image. */
  retailerId: idSchema.optional(),
  /** Carousel position at the retailer, 1 being the main image. */
  position: z.coerce
    .number({ message: 'position must be a whole number from 1 to 50' })
    .int()
    .min(1)
    .max(50)
    .default(1),
  /** The retailer page's content edition: a page edit may replace its images. */
  edition: z.coerce
    .number({ message: 'edition must be a whole number from 1 to 100000' })
    .int()
    .min(1)
    .max(100_000)
    .default(1),
  size: z.enum(productImageSizes).default('full'),
});
export type ProductImageQuery = z.infer<typeof productImageQuerySchema>;

/** An HMAC-SHA256 in base64url without padding. */
export const productImageSignatureSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'signature is not valid');
/**
 * A signed address works until the UTC day `expires` (days since 1970-01-01) begins: the server hands out addresses
 * that end two days after the day it signs them, so they stay the same all day (browsers reuse the cached picture)
 * and work for 24 to 48 hours.
 */
export const signedProductImageQuerySchema = productImageQuerySchema.extend({
  expires: z.coerce.number().int().min(0).max(1_000_000),
  signature: productImageSignatureSchema,
});
export type SignedProductImageQuery = z.infer<typeof signedProductImageQuerySchema>;

export const productImageMessages = {
  productNotFound: 'Product not found',
  retailerNotTracked: 'Retailer not tracked by this customer',
  retailerNotVisible: 'Your roles do not give access to this retailer',
  badSignature: 'Image signature does not match',
  addressExpired: 'Image address has expired',
} as const;

/**
 * The customer-scoped address of an image, as market facts store it (`fact_assets.src`). Answers meant for
 * <img> hand out its signed form instead.
 */
export function productImagePath(
  customerId: number,
  productId: number,
  query: { retailerId?: number; position?: number; edition?: number; size?: ProductImageSize } = {},
): string {
  const search = new URLSearchParams();
  if (query.retailerId !== undefined) search.set('retailerId', String(query.retailerId));
  if (query.position !== undefined) search.set('position', String(query.position));
  if (query.edition !== undefined) search.set('edition', String(query.edition));
  if (query.size !== undefined) search.set('size', query.size);
  const path = productImagePaths.image
    .replace(':customerId', String(customerId))
    .replace(':productId', String(productId));
  return search.size === 0 ? path : `${path}?${search.toString()}`;
}
