import { productImagePath, signedProductImageQuerySchema } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { imageSigner } from './imageSignature';

const signer = imageSigner('a-secret-that-is-long-enough-for-signing-images');
const address = { customerId: 3, productId: 41, retailerId: 7, position: 2, edition: 4, size: 'thumb' as const };

describe('imageSigner', () => {
  it('signs an address so that only the same address verifies', () => {
    const signature = signer.sign(address);
    expect(signedProductImageQuerySchema.shape.signature.safeParse(signature).success).toBe(true);
    expect(signer.verify(address, signature)).toBe(true);
    for (const changed of [
      { customerId: 4 },
      { productId: 42 },
      { retailerId: undefined },
      { position: 1 },
      { edition: 5 },
      { size: 'full' as const },
    ]) {
      expect(signer.verify({ ...address, ...changed }, signature)).toBe(false);
    }
    expect(imageSigner('another-secret-that-is-long-enough-for-images').verify(address, signature)).toBe(false);
  });

  it('turns a stored address of the customer into its signed <img> address', () => {
    const stored = productImagePath(3, 41, { retailerId: 7, position: 2, edition: 4 });
    const url = new URL(signer.forImg(3, stored, 'thumb'), 'http://app.test');
    expect(url.pathname).toBe('/api/product-images/3/41');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      retailerId: '7',
      position: '2',
      edition: '4',
      size: 'thumb',
      signature: signer.sign(address),
    });
  });

  it('leaves other addresses as they are', () => {
    const stored = productImagePath(3, 41, { retailerId: 7 });
    expect(signer.forImg(5, stored)).toBe(stored);
    expect(signer.forImg(3, 'https://videos.shelfsight.test/1/2/v1-3.mp4')).toBe(
      'https://videos.shelfsight.test/1/2/v1-3.mp4',
    );
    expect(signer.forImg(3, productImagePath(3, 41, { position: 99 }))).toBe(productImagePath(3, 41, { position: 99 }));
  });
});
