import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { drawProduct } from '../productImages';
import { createFeaturePool } from './featurePool';
import { compareFeatures, compareImages, imageFeatures } from './imageSimilarity';
import { lookOf } from './labelledPairs';

const pool = createFeaturePool({ threads: 2 });
afterAll(() => pool.close());

describe('the feature pool', () => {
  it('reduces an image on its threads to the same features as the calling thread does', async () => {
    const png = await drawProduct(lookOf(4));
    const jpeg = await sharp(await drawProduct(lookOf(9), 2))
      .jpeg({ quality: 80 })
      .toBuffer();
    for (const image of [png, jpeg]) {
      const [pooled, local] = await Promise.all([pool.features(image), imageFeatures(image)]);
      expect(pooled.perceptualHash).toBe(local.perceptualHash);
      expect(Buffer.from(pooled.trimmed.detail)).toEqual(Buffer.from(local.trimmed.detail));
      expect(compareFeatures(local, pooled).score).toBe(100);
    }
    // Two images of other products compare the same whichever thread reduced them.
    const [first, second] = await Promise.all([pool.features(png), pool.features(jpeg)]);
    const pooled = compareFeatures(first, second);
    expect(pooled.score).toBeLessThan(100);
    expect(pooled).toEqual(await compareImages(png, jpeg));
  }, 60_000);

  it('passes on what sharp cannot read as an error', async () => {
    await expect(pool.features(Buffer.from('not an image'))).rejects.toThrow();
  });
});
