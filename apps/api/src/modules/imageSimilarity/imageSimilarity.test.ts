import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { drawProduct } from '../productImages';
import { compareImages, imageFeatures, labelOf, measuresOf, scoreOf, trimBoxOf } from './imageSimilarity';
import { type LabelledPair, labelledPairs, lookOf, pairKinds } from './labelledPairs';

/** Three products of different shapes (box, tube, can), every kind of copy of each. */
async function pairsOf(productIds: number[]): Promise<LabelledPair[]> {
  const pairs: LabelledPair[] = [];
  for (const productId of productIds) for await (const pair of labelledPairs(1, productId)) pairs.push(pair);
  return pairs;
}

describe('image similarity', () => {
  it('puts each kind of retailer copy in its label', async () => {
    const pairs = await pairsOf([2, 3, 6]);
    expect(new Set(pairs.map((pair) => pair.kind))).toEqual(new Set(pairKinds));
    const outcomes = await Promise.all(
      pairs.map(async (pair) => ({
        what: `${pair.kind} of product ${pair.productId}`,
        label: (await compareImages(pair.reference, pair.candidate)).label,
        expected: pair.expected,
      })),
    );
    for (const outcome of outcomes) expect(outcome.label, outcome.what).toBe(outcome.expected);
  }, 60_000);

  it('scores an image against itself 100, and against another product lower than against its own copies', async () => {
    const kettle = await imageFeatures(await drawProduct(lookOf(7)));
    const other = await imageFeatures(await drawProduct(lookOf(12)));
    expect(scoreOf(measuresOf(kettle, kettle))).toBe(100);
    const otherScore = scoreOf(measuresOf(kettle, other));
    const ownWatermarked = (await pairsOf([7])).find((pair) => pair.kind === 'watermarked')!;
    const watermarkScore = (await compareImages(ownWatermarked.reference, ownWatermarked.candidate)).score;
    expect(otherScore).toBeLessThan(watermarkScore);
  }, 30_000);

  it('reads every accepted upload type the same picture', async () => {
    const png = await drawProduct(lookOf(5));
    const encodings = await Promise.all([
      sharp(png).jpeg({ quality: 90 }).toBuffer(),
      sharp(png).webp({ quality: 90 }).toBuffer(),
      sharp(png).gif().toBuffer(),
      sharp(png).tiff().toBuffer(),
    ]);
    for (const encoded of encodings) expect((await compareImages(png, encoded)).label).toBe('equal');
  }, 30_000);

  it("flattens a see-through picture onto white before comparing, and drops an opaque one's alpha alone", async () => {
    const opaque = await drawProduct(lookOf(5));
    const halfSeeThrough = await sharp(opaque).removeAlpha().ensureAlpha(0.5).png().toBuffer();
    const onWhite = await sharp(halfSeeThrough).flatten({ background: '#ffffff' }).png().toBuffer();
    const withoutAlpha = await sharp(opaque).removeAlpha().png().toBuffer();
    const [opaqueFeatures, seeThrough, flattened, rgb] = await Promise.all([
      imageFeatures(opaque),
      imageFeatures(halfSeeThrough),
      imageFeatures(onWhite),
      imageFeatures(withoutAlpha),
    ]);
    for (const [left, right] of [
      [seeThrough, flattened],
      [opaqueFeatures, rgb],
    ] as const) {
      expect(Buffer.from(left.full.detail)).toEqual(Buffer.from(right.full.detail));
      expect(Buffer.from(left.trimmed.detail)).toEqual(Buffer.from(right.trimmed.detail));
      expect(left.perceptualHash).toBe(right.perceptualHash);
    }
    // Half see-through on white is paler than the picture itself.
    expect(measuresOf(opaqueFeatures, seeThrough).meanDifference).toBeGreaterThan(0.05);
  }, 30_000);

  it('labels scores at the documented cut-offs', () => {
    expect([100, 95, 94.99, 85, 84.99, 60, 59.99, 0].map(labelOf)).toEqual([
      'equal',
      'equal',
      'highly_similar',
      'highly_similar',
      'somewhat_similar',
      'somewhat_similar',
      'different',
      'different',
    ]);
  });

  it('finds the same trim box as sharp does on a plain border, and none on a plain picture', async () => {
    const width = 90;
    const height = 60;
    const raw = { width, height, channels: 3 as const };
    const plain = await sharp({ create: { ...raw, background: '#f0f0f0' } })
      .raw()
      .toBuffer();
    expect(trimBoxOf({ data: plain, ...raw })).toBeNull();
    const framed = await sharp({ create: { ...raw, background: '#f0f0f0' } })
      .composite([
        { input: { create: { width: 20, height: 10, channels: 3, background: '#204080' } }, left: 30, top: 15 },
        { input: { create: { width: 5, height: 7, channels: 3, background: '#c02020' } }, left: 70, top: 40 },
      ])
      .removeAlpha()
      .raw()
      .toBuffer();
    // The same with faint noise in the border (within the threshold), as a re-encoded copy has.
    const noisy = Buffer.from(framed);
    for (let offset = 0; offset < noisy.length; offset += 7) noisy[offset] = 0xf0 - 20;
    for (const picture of [framed, noisy]) {
      const { info } = await sharp(picture, { raw })
        .trim({ threshold: 30 })
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect(trimBoxOf({ data: picture, ...raw })).toEqual({
        left: -info.trimOffsetLeft!,
        top: -info.trimOffsetTop!,
        width: info.width,
        height: info.height,
      });
    }
  });

  it('refuses what is not an image', async () => {
    await expect(imageFeatures(Buffer.from('not an image'))).rejects.toThrow();
  });
});
