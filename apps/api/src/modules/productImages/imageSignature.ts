import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ProductImageQuery, productImagePaths, productImageQuerySchema } from '@shelfsight/contracts';
import { IMAGE_GENERATION } from './productImageFiles';

export interface ImageAddress extends ProductImageQuery {
  customerId: number;
  productId: number;
}

const payloadOf = (address: ImageAddress) =>
  [
    `g${IMAGE_GENERATION}`,
    address.customerId,
    address.productId,
    address.retailerId ?? '-',
    address.position,
    address.edition,
    address.size,
  ].join('|');

/** A stored, customer-scoped image address: customer, product and query. */
const SCOPED_PATH = /^\/api\/customer\/(\d{1,9})\/products\/(\d{1,9})\/image(?:\?(.*))?$/;

/**
 * Signs image addresses for <img>, which cannot send the bearer token. Addresses are signed only in answers
 * to customer-scoped requests, so a signature proves that a member of that customer was handed the address.
 * The key is derived from the token secret, so it is never the signing key of tokens itself.
 */
export function imageSigner(secret: string) {
  const key = createHmac('sha256', secret).update('product-images').digest();
  const sign = (address: ImageAddress) => createHmac('sha256', key).update(payloadOf(address)).digest('base64url');
  function url(address: ImageAddress): string {
    const path = productImagePaths.signedImage
      .replace(':customerId', String(address.customerId))
      .replace(':productId', String(address.productId));
    const query = new URLSearchParams();
    if (address.retailerId !== undefined) query.set('retailerId', String(address.retailerId));
    query.set('position', String(address.position));
    query.set('edition', String(address.edition));
    query.set('size', address.size);
    query.set('signature', sign(address));
    return `${path}?${query.toString()}`;
  }
  return {
    sign,
    /** The <img> address of an image: same origin, answered by the signed route. */
    url,
    /**
     * The <img> address of a stored image address of `customerId` (a `fact_assets.src`), in the wanted size;
     * any other address (another customer's, or not an image of this app) comes back as it is.
     */
    forImg(customerId: number, src: string, size: ProductImageQuery['size'] = 'full'): string {
      const match = SCOPED_PATH.exec(src);
      if (!match || Number(match[1]) !== customerId) return src;
      const query = productImageQuerySchema.safeParse({
        ...Object.fromEntries(new URLSearchParams(match[3] ?? '')),
        size,
      });
      if (!query.success) return src;
      return url({ customerId, productId: Number(match[2]), ...query.data });
    },
    verify(address: ImageAddress, signature: string): boolean {
      const expected = Buffer.from(sign(address));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type ImageSigner = ReturnType<typeof imageSigner>;
