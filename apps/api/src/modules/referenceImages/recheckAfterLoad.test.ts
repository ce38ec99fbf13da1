import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { drawProduct, productLookOf } from '../productImages';
import { imagesWithNewRetailerImages } from './recheckAfterLoad';
import { REFERENCE_IMAGE_SIMILARITY_JOB } from './similarityChecks';
import { seedCatalogueTenant } from '../../test/catalogueTenant';
import { factTestStore } from '../../analytics/engine/testing/engineFixture';
import { IN_PROCESS_FACTS } from '../../config/config';
import { sql } from 'drizzle-orm';

// With FACTS_TEST_STORE=clickhouse the app's facts are on ClickHouse in process (FACTS_URL=chdb:).
const JOBS_ENV = {
  JOBS: 'on',
  JOBS_POLL_SECONDS: '0.5',
  JOBS_RETRY_DELAY_SECONDS: '1',
  ...(factTestStore === 'clickhouse' ? { FACTS_URL: IN_PROCESS_FACTS } : {}),
};
interface Check {
  retailerId: number;
  status: string;
  checkedOn: string | null;
}
interface Image {
  id: number;
  imageSequence: number;
  checks: Check[];
}

let t: TestApp;
let acme: number;
let admin: string;
let productId: number;
let retailerIds: number[];

beforeAll(async () => {
  t = await createTestApp({ env: JOBS_ENV });
  await t.app.ready();
  ({ acme } = await demoCustomers(t.app));
  const seeded = await seedCatalogueTenant(
    t.app,
    { id: acme, name: 'Acme Retail' },
    {
      products: 2,
      retailers: 2,
      seed: 5,
      modules: ['fcism'],
    },
  );
  productId = seeded.productIds[0]!;
  retailerIds = seeded.retailerIds;
  admin = await tokenOf(t.app, 'admin@acme.test');
});
afterAll(() => t.close());

async function imagesOf(): Promise<Image[]> {
  const listed = await t.app.inject({
    method: 'GET',
    url: `/api/customer/${acme}/product-reference-image/products?productIds=${productId}`,
    headers: bearer(admin),
  });
  expect(listed.statusCode, listed.body).toBe(200);
  return (listed.json().products[0].referenceImages as Image[]).sort((a, b) => a.imageSequence - b.imageSequence);
}

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** A retailer's image at a position as a load stores it in the fact store: from `validFrom` until `validTo`. */
async function loadRetailerImage(retailerId: number, position: number, validFrom: string, validTo?: string) {
  await t.app.facts.insert('fact_assets', [
    {
      customer_id: acme,
      retailer_id: retailerId,
      product_id: productId,
      valid_from: dayNumber(validFrom),
      valid_to: validTo === undefined ? null : dayNumber(validTo),
      position,
      asset_type: 'IMAGE',
      src: `retailer/${retailerId}/${position}.jpg`,
      sub_type: null,
    },
  ]);
}

const dayOf = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

describe('checks after a market data load', () => {
  it("queues the job again for the reference images whose retailers' images are newer than their check", async () => {
    expect(t.app.facts.dialect.engine).toBe(factTestStore);
    const reference = await drawProduct((await productLookOf(t.app.db, acme, productId))!);
    const form = new FormData();
    form.append(
      'productReferenceImagesObject',
      JSON.stringify({
        productId,
        referenceImages: [
          { id: 'main', imageSequence: 1, retailerIds: [] },
          { id: 'second', imageSequence: 2, retailerIds: [] },
        ],
      }),
    );
    for (const key of ['main', 'second'])
      form.append(key, new Blob([new Uint8Array(reference)], { type: 'image/png' }), `${key}.png`);
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/customer/${acme}/product-reference-image`,
      headers: bearer(admin),
      payload: form,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await t.app.jobs.settled(REFERENCE_IMAGE_SIMILARITY_JOB, 120_000);
    // As if the checks ran five days ago: the retailer's new image below then dates from before the new check, so
    // another load event during the test (a background load, a refill) finds nothing more to check.
    await t.app.db.execute(
      sql`UPDATE reference_image_checks SET checked_on = checked_on - interval '5 days' WHERE customer_id = ${acme}`,
    );
    const [main, second] = (await imagesOf()) as [Image, Image];
    const checkedOn = main.checks[0]!.checkedOn!;
    expect(main.checks.map((check) => check.retailerId)).toEqual(retailerIds);

    // Images the retailers showed before the check change nothing.
    await loadRetailerImage(retailerIds[0]!, 1, dayOf(checkedOn, -3));
    await loadRetailerImage(retailerIds[1]!, 2, dayOf(second.checks[0]!.checkedOn!, -1));
    expect(await imagesWithNewRetailerImages(t.app, acme)).toEqual(new Map());

    // A load brings the first retailer's new main image (the old one's range closes): the main reference image
    // is checked again.
    await t.app.facts.run(
      `DELETE FROM fact_assets WHERE customer_id = ${acme} AND retailer_id = ${retailerIds[0]} AND position = 1`,
    );
    await loadRetailerImage(retailerIds[0]!, 1, dayOf(checkedOn, -3), dayOf(checkedOn, 1));
    await loadRetailerImage(retailerIds[0]!, 1, dayOf(checkedOn, 1));
    expect(await imagesWithNewRetailerImages(t.app, acme)).toEqual(new Map([[productId, [main.id]]]));

    t.app.factLoadEvents.loaded(acme);
    // A check queued again reads 'in progress' without a date (not the old date) until its job has run, and
    // between the old checks' removal and the new ones' insert the image has none: wait for a check per retailer,
    // each done and newer, not only for the old date to go.
    const checkedAgain = (checks: Check[]) =>
      checks.length === retailerIds.length &&
      checks.every(
        (check) => check.status !== 'in_progress' && check.checkedOn !== null && check.checkedOn > checkedOn,
      );
    await expect
      .poll(async () => checkedAgain((await imagesOf())[0]!.checks), {
        timeout: 120_000,
        interval: 500,
      })
      .toBe(true);
    await t.app.jobs.settled(REFERENCE_IMAGE_SIMILARITY_JOB, 120_000);
    const [mainAfter, secondAfter] = (await imagesOf()) as [Image, Image];
    expect(checkedAgain(mainAfter.checks)).toBe(true);
    expect(secondAfter.checks).toEqual(second.checks);
    // The main image's retailer image now dates from before its check: nothing is queued again.
    expect(await imagesWithNewRetailerImages(t.app, acme)).toEqual(new Map());
  }, 300_000);

  it('queues nothing for a customer without stored checks', async () => {
    const { brandco } = await demoCustomers(t.app);
    expect(await imagesWithNewRetailerImages(t.app, brandco)).toEqual(new Map());
  });
});
