import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ProductImageQuery, productImagePaths, productImageQuerySchema } from '@shelfsight/contracts';
import { IMAGE_GENERATION } from './productImageFiles';

export interface ImageAddress extends ProductImageQuery {
  customerId: number;
  productId: number;
}

const DAY_MS = 86_400_000;
/** A signed address ends this many UTC days after the day it was signed: it works for 24 to 48 hours. */
const VALID_DAYS = 2;

export const dayNumberOf = (epochMs: number) => Math.floor(epochMs / DAY_MS);

const payloadOf = (address: ImageAddress, expires: number) =>
  [
    `g${IMAGE_GENERATION}`,
    expires,
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
 * The key is derived from the token secret, so it is never the signing key of tokens itself. An address expires, so
 * one copied out of a page or a log stops working within two days.
 */
export function imageSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('product-images').digest();
  const sign = (address: ImageAddress, expires: number) =>
    createHmac('sha256', key).update(payloadOf(address, expires)).digest('base64url');
  function url(address: ImageAddress): string {
    const expires = dayNumberOf(now()) + VALID_DAYS;
    const path = productImagePaths.signedImage
      .replace(':customerId', String(address.customerId))
      .replace(':productId', String(address.productId));
    const query = new URLSearchParams();
    if (address.retailerId !== undefined) query.set('retailerId', String(address.retailerId));
    query.set('position', String(address.position));
    query.set('edition', String(address.edition));
    query.set('size', address.size);
    query.set('expires', String(expires));
    query.set('signature', sign(address, expires));
    return `${path}?${query.toString()}`;
  }
  return {
    sign,
    /** The <img> address of an image: same origin, answered by the signed route. */
    url,
    /** The <img> address of the product's own main image (its packshot), the picture that stands for it in lists. */
    packshot(customerId: number, productId: number, size: ProductImageQuery['size'] = 'thumb'): string {
      return url({ customerId, productId, position: 1, edition: 1, size });
    },
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
    /** Whether the signature is this address's, and if so whether it still works. */
    verify(address: ImageAddress, expires: number, signature: string): 'valid' | 'expired' | 'mismatch' {
      const expected = Buffer.from(sign(address, expires));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'mismatch';
      return dayNumberOf(now()) < expires ? 'valid' : 'expired';
    },
    /** Seconds until a signed address stops working: how long a browser may keep what it answered. */
    secondsLeft(expires: number): number {
      return Math.max(0, Math.floor((expires * DAY_MS - now()) / 1000));
    },
  };
}

export type ImageSigner = ReturnType<typeof imageSigner>;
