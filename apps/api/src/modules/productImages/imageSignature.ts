import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ProductImageQuery, productImagePaths } from '@shelfsight/contracts';
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

/**
 * Signs image addresses for <img>, which cannot send the bearer token. Addresses are signed only in answers
 * to customer-scoped requests, so a signature proves that a member of that customer was handed the address.
 * The key is derived from the token secret, so it is never the signing key of tokens itself.
 */
export function imageSigner(secret: string) {
  const key = createHmac('sha256', secret).update('product-images').digest();
  const sign = (address: ImageAddress) => createHmac('sha256', key).update(payloadOf(address)).digest('base64url');
  return {
    sign,
    verify(address: ImageAddress, signature: string): boolean {
      const expected = Buffer.from(sign(address));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
    /** The <img> address of an image: same origin, answered by the signed route. */
    url(address: ImageAddress): string {
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
    },
  };
}

export type ImageSigner = ReturnType<typeof imageSigner>;
