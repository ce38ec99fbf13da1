import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { compareImages } from '../imageSimilarity';
import { drawProduct, productLookOf } from '../productImages';
import { REFERENCE_IMAGE_SIMILARITY_JOB } from './similarityChecks';
import { seedCatalogueTenant } from '../../test/catalogueTenant';

const JOBS_ENV = { JOBS: 'on', JOBS_POLL_SECONDS: '0.5', JOBS_RETRY_DELAY_SECONDS: '1' };
let t: TestApp;
let acme: number;
let admin: string;
let productId: number;
let seededProducts: number[];
let retailerIds: number[];

beforeAll(async () => {
  t = await createTestApp({ env: JOBS_ENV });
  await t.app.ready();
  ({ acme } = await demoCustomers(t.app));
  const seeded = await seedCatalogueTenant(
    t.app,
    { id: acme, name: 'Acme Retail' },
    {
      products: 3,
      retailers: 3,
      seed: 5,
      // Full carousel at every retailer but the last, which has no module and is not checked.
      modules: ['fcism', 'fcism', 'none'],
    },
  );
  productId = seeded.productIds[0]!;
  seededProducts = seeded.productIds;
  retailerIds = seeded.retailerIds;
  admin = await tokenOf(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

describe('the reference image similarity job', () => {
  it('stores a computed score and label for each retailer with the module after an upload', async () => {
    const look = await productLookOf(t.app.db, acme, productId);
    const reference = await drawProduct(look!);
    const form = new FormData();
    form.append(
      'productReferenceImagesObject',
      JSON.stringify({ productId, referenceImages: [{ id: 'main', imageSequence: 1, retailerIds: [] }] }),
    );
    form.append('main', new Blob([new Uint8Array(reference)], { type: 'image/png' }), 'main.png');
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${acme}/product-reference-image`,
      headers: bearer(admin),
      payload: form,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobs.settled(REFERENCE_IMAGE_SIMILARITY_JOB, 120_000);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${acme}/product-reference-image/products?productIds=${productId}`,
      headers: bearer(admin),
    });
    const [image] = listed.json().products[0].referenceImages;
    const checked = retailerIds.slice(0, -1);
    expect(image.checks.map((check: { retailerId: number }) => check.retailerId)).toEqual(checked);
    for (const check of image.checks) {
      // The retailer's image as the app serves it, compared here on its own.
      const copy = await t.app.inject({
        method: 'GET',
        url: `/api/customer/${acme}/products/${productId}/image?retailerId=${check.retailerId}&position=1&edition=1`,
        headers: bearer(admin),
      });
      const expected = await compareImages(reference, copy.rawPayload);
      expect(check.status).toBe(expected.label);
      expect(check.score).toBeCloseTo(expected.score, 2);
      const checkedOn = Date.parse(check.checkedOn);
      expect(Date.parse(check.nextCheckOn) - checkedOn).toBe(7 * 86_400_000);
    }
  }, 180_000);

  it('computes the checks of uploads that follow each other before the first job has run', async () => {
    const upload = async (product: number) => {
      const look = await productLookOf(t.app.db, acme, product);
      const form = new FormData();
      form.append(
        'productReferenceImagesObject',
        JSON.stringify({ productId: product, referenceImages: [{ id: 'main', imageSequence: 1, retailerIds: [] }] }),
      );
      form.append('main', new Blob([new Uint8Array(await drawProduct(look!))], { type: 'image/png' }), 'main.png');
      return t.app.inject({
        method: 'POST',
        url: `/api/customer/${acme}/product-reference-image`,
        headers: bearer(admin),
        payload: form,
      });
    };
    const [second, third] = [seededProducts[1]!, seededProducts[2]!];
    // Both queued at once: the first job still waits when the second is sent.
    const answers = await Promise.all([upload(second), upload(third)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    await t.app.jobs.settled(REFERENCE_IMAGE_SIMILARITY_JOB, 120_000);

    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/customer/${acme}/product-reference-image/products?productIds=${second},${third}`,
      headers: bearer(admin),
    });
    const statuses = listed
      .json()
      .products.flatMap((product: { referenceImages: { checks: { status: string }[] }[] }) =>
        product.referenceImages.flatMap((image) => image.checks.map((check) => check.status)),
      );
    // Two products × the two retailers with the module, each computed.
    expect(statuses).toHaveLength(4);
    expect(statuses.filter((status: string) => status === 'in_progress')).toEqual([]);
  }, 180_000);
});
