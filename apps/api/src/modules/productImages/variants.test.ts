import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawProduct, type ProductLook, shapeOf, shortName } from './drawProduct';
import {
  applyVariant,
  CROP,
  contentTypeOf,
  RESIZED_EDGE,
  thumbnailOf,
  type VariantKey,
  variantKindOf,
  variantKinds,
} from './variants';

const kettle: ProductLook = {
  productId: 11,
  name: 'Acme Pro Classic Kettle 412',
  brand: 'Acme Pro',
  category: 'Kettles',
  colour: 'Blue',
};
const shaver: ProductLook = {
  productId: 12,
  name: 'Brisa Eco Electric Shaver 215',
  brand: 'Brisa',
  category: 'Shavers',
  colour: 'Black',
};
const key: VariantKey = { productId: 11, retailerId: 3, position: 1, edition: 1 };

/** Mean absolute difference of two same-sized images' RGB pixels, 0–255. */
async function pixelDistance(a: Buffer, b: Buffer): Promise<number> {
  const [left, right] = await Promise.all(
    [a, b].map((image) => sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  expect(left!.info.width).toBe(right!.info.width);
  let total = 0;
  for (let index = 0; index < left!.data.length; index += 1)
    total += Math.abs(left!.data[index]! - right!.data[index]!);
  return total / left!.data.length;
}

describe('drawProduct', () => {
  it('draws the same bytes for the same product, 600 × 600 PNG', async () => {
    const [first, second] = await Promise.all([drawProduct(kettle), drawProduct({ ...kettle })]);
    expect(first.equals(second)).toBe(true);
    expect(await sharp(first).metadata()).toMatchObject({ format: 'png', width: 600, height: 600 });
  });

  it('draws other products, views and colours differently', async () => {
    const base = await drawProduct(kettle);
    expect((await drawProduct(shaver)).equals(base)).toBe(false);
    expect((await drawProduct(kettle, 2)).equals(base)).toBe(false);
    expect((await drawProduct({ ...kettle, colour: 'Red' })).equals(base)).toBe(false);
  });

  it('takes the shape from the category and shortens the name behind the brand', () => {
    expect(shapeOf('Kettles')).toBe('bottle');
    expect(shapeOf('Shavers')).toBe('can');
    expect(shapeOf(null)).toBe('box');
    expect(shortName(kettle)).toBe('Classic Kettle 412');
    expect(shortName({ name: 'Voltera Smart Electric Toothbrush 456', brand: 'Voltera' }, 20)).toBe(
      'Smart Electric Toot…',
    );
  });
});

describe('variants', () => {
  it('chooses the same kind for the same key, and every kind for some key', () => {
    expect(variantKindOf(key)).toBe(variantKindOf({ ...key }));
    const seen = new Set(Array.from({ length: 400 }, (_, index) => variantKindOf({ ...key, retailerId: index + 1 })));
    expect([...seen].sort()).toEqual([...variantKinds].sort());
  });

  it('makes each kind of copy in its intended way', async () => {
    const base = await drawProduct(kettle);
    const other = await drawProduct(shaver);
    const make = (kind: (typeof variantKinds)[number]) =>
      applyVariant(kind, base, { key, other, watermark: 'Kaufhalle' });

    expect((await make('identical')).equals(base)).toBe(true);
    expect((await make('otherProduct')).equals(other)).toBe(true);

    const reencoded = await make('reencoded');
    expect(contentTypeOf('reencoded')).toBe('image/jpeg');
    expect(await sharp(reencoded).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 600 });
    expect(await pixelDistance(reencoded, base)).toBeLessThan(3);

    expect(await sharp(await make('resized')).metadata()).toMatchObject({ width: RESIZED_EDGE, height: RESIZED_EDGE });
    expect(await sharp(await make('cropped')).metadata()).toMatchObject({ width: CROP.width, height: CROP.height });

    // Recolouring and watermarking keep the size and change pixels, recolouring far more of them.
    const recoloured = await make('recoloured');
    const watermarked = await make('watermarked');
    expect(await sharp(recoloured).metadata()).toMatchObject({ width: 600, height: 600 });
    expect(await sharp(watermarked).metadata()).toMatchObject({ width: 600, height: 600 });
    const recolourDistance = await pixelDistance(recoloured, base);
    const watermarkDistance = await pixelDistance(watermarked, base);
    expect(watermarkDistance).toBeGreaterThan(0);
    expect(recolourDistance).toBeGreaterThan(watermarkDistance);
  });

  it('makes the same copy twice', async () => {
    const base = await drawProduct(kettle);
    for (const kind of variantKinds) {
      const options = { key, other: null, watermark: 'Kaufhalle' };
      const [first, second] = await Promise.all([applyVariant(kind, base, options), applyVariant(kind, base, options)]);
      expect(first.equals(second)).toBe(true);
    }
  });

  it('makes a WebP thumbnail within 160 px', async () => {
    const thumbnail = await thumbnailOf(
      await applyVariant('cropped', await drawProduct(kettle), { key, other: null, watermark: '' }),
    );
    const { format, width, height } = await sharp(thumbnail).metadata();
    expect(format).toBe('webp');
    expect(Math.max(width, height)).toBe(160);
    expect(width).toBeLessThan(height);
  });
});
