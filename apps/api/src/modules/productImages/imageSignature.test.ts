import { productImagePath, signedProductImageQuerySchema } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { imageSigner } from './imageSignature';

const SECRET = 'a-secret-that-is-long-enough-for-signing-images';
const DAY = 86_400_000;
/** Noon of a UTC day: the clock the signer reads. */
let clock = Date.UTC(2026, 10, 29, 12);
const signer = imageSigner(SECRET, () => clock);
const today = () => Math.floor(clock / DAY);
const address = { customerId: 3, productId: 41, retailerId: 7, position: 2, edition: 4, size: 'thumb' as const };

describe('imageSigner', () => {
  it('signs an address so that only the same address and end day verify', () => {
    const expires = today() + 2;
    const signature = signer.sign(address, expires);
    expect(signedProductImageQuerySchema.shape.signature.safeParse(signature).success).toBe(true);
    expect(signer.verify(address, expires, signature)).toBe('valid');
    for (const changed of [
      { customerId: 4 },
      { productId: 42 },
      { retailerId: undefined },
      { position: 1 },
      { edition: 5 },
      { size: 'full' as const },
    ]) {
      expect(signer.verify({ ...address, ...changed }, expires, signature)).toBe('mismatch');
    }
    expect(signer.verify(address, expires + 1, signature)).toBe('mismatch');
    expect(imageSigner('another-secret-that-is-long-enough-for-images').verify(address, expires, signature)).toBe(
      'mismatch',
    );
  });

  it('hands out addresses that work for the rest of the day and the next, then expire', () => {
    const start = clock;
    const url = new URL(signer.url(address), 'http://app.test');
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature')!;
    // The same address all day, so a browser reuses the picture it has.
    clock = start + 11 * 3_600_000;
    expect(signer.url(address)).toBe(`${url.pathname}${url.search}`);
    clock = start + DAY;
    expect(signer.verify(address, expires, signature)).toBe('valid');
    expect(signer.secondsLeft(expires)).toBe(12 * 3600);
    clock = start + DAY + 12 * 3_600_000;
    expect(signer.verify(address, expires, signature)).toBe('expired');
    expect(signer.secondsLeft(expires)).toBe(0);
    clock = start;
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
      expires: String(today() + 2),
      signature: signer.sign(address, today() + 2),
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
