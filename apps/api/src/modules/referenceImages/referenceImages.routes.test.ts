import { referenceImageMessages } from '@shelfsight/contracts';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, referenceImages } from '../../db/schema';
import { localFileStore } from '../../lib/fileStore';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { drawProduct } from '../productImages';
import { seedCatalogueTenant } from '../../test/catalogueTenant';

let t: TestApp;
let acme: number;
let brandco: number;
let admin: string;
let readOnly: string;
let productId: number;
/** Acme's retailers: the first two with the full carousel module, the third with the first image, the last none. */
let retailerIds: number[];

const base = (customerId: number) => `/api/customer/${customerId}`;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token = admin, payload?: object | FormData) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload: payload as object } : {}) });

function uploadForm(object: unknown, files: Record<string, { body: Buffer; name: string; type: string }>) {
  const form = new FormData();
  form.append('productReferenceImagesObject', JSON.stringify(object));
  for (const [key, file] of Object.entries(files))
    form.append(key, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  return form;
}
const png = async () =>
  drawProduct({ productId: 1, name: 'Acme Kettle', brand: 'Acme', category: 'Kettles', colour: 'Red' });

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
  const seeded = await seedCatalogueTenant(
    t.app,
    { id: acme, name: 'Acme Retail' },
    {
      products: 4,
      retailers: 4,
      seed: 11,
      modules: ['fcism', 'fcism', 'ism', 'none'],
    },
  );
  productId = seeded.productIds[0]!;
  retailerIds = seeded.retailerIds;
  admin = await tokenOf(t.app, 'admin@acme.test');
  readOnly = await tokenOf(t.app, 'readonly@acme.test');
});
afterAll(() => t.close());

describe('reference image sets', () => {
  it('lists the default set first with every retailer and each retailer’s module', async () => {
    const response = await call('GET', `${base(acme)}/reference-image/customer-sets`);
    expect(response.statusCode).toBe(200);
    const [first, ...others] = response.json().sets;
    expect(first.isDefault).toBe(true);
    expect(others).toEqual([]);
    expect(first.retailers.map((retailer: { id: number }) => retailer.id).sort()).toEqual([...retailerIds].sort());
    const moduleOf = (id: number) => first.retailers.find((retailer: { id: number }) => retailer.id === id).module;
    expect(retailerIds.map(moduleOf)).toEqual(['fcism', 'fcism', 'ism', 'none']);
  });

  it('creates, renames and deletes a set; its retailers leave the default set and come back', async () => {
    const created = await call('POST', `${base(acme)}/reference-image/set`, admin, {
      name: ' Marketplaces ',
      retailerIds: [retailerIds[0]],
    });
    expect(created.statusCode).toBe(201);
    const set = created.json();
    expect(set).toMatchObject({ name: 'Marketplaces', isDefault: false, retailers: [{ id: retailerIds[0] }] });

    const sets = (await call('GET', `${base(acme)}/reference-image/customer-sets`)).json().sets;
    expect(sets.map((entry: { id: number }) => entry.id)[1]).toBe(set.id);
    expect(sets[0].retailers.map((retailer: { id: number }) => retailer.id)).not.toContain(retailerIds[0]);

    const taken = await call('POST', `${base(acme)}/reference-image/set`, admin, {
      name: 'Other',
      retailerIds: [retailerIds[0]],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(referenceImageMessages.retailerInOtherSet);

    const renamed = await call('PATCH', `${base(acme)}/reference-image/set/${set.id}`, admin, { name: 'Shops' });
    expect(renamed.json().name).toBe('Shops');
    expect((await call('DELETE', `${base(acme)}/reference-image/set/${set.id}`)).statusCode).toBe(204);
    const after = (await call('GET', `${base(acme)}/reference-image/customer-sets`)).json().sets;
    expect(after).toHaveLength(1);
    expect(after[0].retailers.map((retailer: { id: number }) => retailer.id)).toContain(retailerIds[0]);
  });

  it('refuses a set without name or retailers, naming the field', async () => {
    const noName = await call('POST', `${base(acme)}/reference-image/set`, admin, { name: ' ', retailerIds: [1] });
    expect(noName.statusCode).toBe(400);
    expect(JSON.stringify(noName.json())).toContain(referenceImageMessages.nameRequired);
    expect(JSON.stringify(noName.json())).toContain('name');
    const noRetailer = await call('POST', `${base(acme)}/reference-image/set`, admin, { name: 'X', retailerIds: [] });
    expect(noRetailer.statusCode).toBe(400);
    expect(JSON.stringify(noRetailer.json())).toContain(referenceImageMessages.retailerRequired);
    expect(JSON.stringify(noRetailer.json())).toContain('retailerIds');
  });

  it('does not delete the default set', async () => {
    const [defaultSet] = (await call('GET', `${base(acme)}/reference-image/customer-sets`)).json().sets;
    const response = await call('DELETE', `${base(acme)}/reference-image/set/${defaultSet.id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(referenceImageMessages.defaultSetNotDeletable);
  });

  it('refuses a customer without the module, another tenant and a read-only user', async () => {
    const noModule = await call('GET', `${base(brandco)}/reference-image/customer-sets`);
    expect(noModule.statusCode).toBe(403);
    expect(noModule.json().message).toBe(referenceImageMessages.moduleNotEnabled);
    const analyst = await tokenOf(t.app, 'analyst@acme.test');
    expect((await call('GET', `${base(brandco)}/reference-image/customer-sets`, analyst)).statusCode).toBe(403);
    const write = await call('POST', `${base(acme)}/reference-image/set`, readOnly, {
      name: 'R',
      retailerIds: [retailerIds[1]],
    });
    expect(write.statusCode).toBe(403);
    expect((await call('GET', `${base(acme)}/reference-image/customer-sets`, readOnly)).statusCode).toBe(200);
  });
});

/** POSTs the product's reference images with their files (field name = image id), as the editor sends them. */
const saveImages = (customerId: number, images: object[], files: Record<string, Buffer>) =>
  call(
    'POST',
    `${base(customerId)}/product-reference-image`,
    admin,
    uploadForm(
      { productId, referenceImages: images },
      Object.fromEntries(
        Object.entries(files).map(([key, file]) => [key, { body: file, name: `${key}.png`, type: 'image/png' }]),
      ),
    ),
  );

describe('product reference images', () => {
  it('stores an upload and answers the product with it; the file is served back', async () => {
    const body = await png();
    const form = uploadForm(
      { productId, referenceImages: [{ id: 'new1', imageSequence: 1, retailerIds: [retailerIds[1]] }] },
      { new1: { body, name: 'kettle.png', type: 'image/png' } },
    );
    const response = await call('POST', `${base(acme)}/product-reference-image`, admin, form);
    expect(response.statusCode).toBe(200);
    const product = response.json();
    expect(product.productId).toBe(productId);
    expect(product.referenceImages).toHaveLength(1);
    const [image] = product.referenceImages;
    expect(image).toMatchObject({ imageSequence: 1, filename: 'kettle.png', width: 600, height: 600 });
    expect(image.retailers.map((retailer: { id: number }) => retailer.id)).toEqual([retailerIds[1]]);
    // Jobs are off here: the check of its one retailer stays queued.
    expect(image.checks).toEqual([
      { retailerId: retailerIds[1], status: 'in_progress', score: null, checkedOn: null, nextCheckOn: null },
    ]);

    const file = await call('GET', image.src);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(body)).toBe(true);

    const listed = await call('GET', `${base(acme)}/product-reference-image/products?productIds=${productId}`);
    expect(listed.json().products[0].referenceImages.map((entry: { id: number }) => entry.id)).toEqual([image.id]);
  });

  it('refuses a bad file by its content and changes nothing', async () => {
    const before = await t.app.db.select().from(referenceImages).where(eq(referenceImages.customerId, acme));
    const cases: [Buffer, string, string][] = [
      [Buffer.from('%PDF-1.4 not a picture'), 'picture.png', 'image/png invalid image type'],
      [Buffer.alloc(5 * 1024 * 1024 + 10, 1), 'big.png', referenceImageMessages.tooLarge],
      [
        await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
          .png()
          .toBuffer(),
        'tiny.png',
        referenceImageMessages.badDimensions,
      ],
    ];
    for (const [fileBody, name, message] of cases) {
      const form = uploadForm(
        { productId, referenceImages: [{ id: 'f', imageSequence: 2, retailerIds: [] }] },
        { f: { body: fileBody, name, type: 'image/png' } },
      );
      const response = await call('POST', `${base(acme)}/product-reference-image`, admin, form);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(message);
      expect(JSON.stringify(response.json()), name).toContain('"f"');
    }
    const after = await t.app.db.select().from(referenceImages).where(eq(referenceImages.customerId, acme));
    expect(after).toEqual(before);
  });

  it('applies the rules of §5: module per retailer, same retailers and position, retailer used twice', async () => {
    const body = await png();
    const save = (images: object[], files: Record<string, Buffer>) => saveImages(acme, images, files);
    const noModule = await save([{ id: 'a', imageSequence: 1, retailerIds: [retailerIds[3]] }], { a: body });
    expect(noModule.json().message).toBe(referenceImageMessages.retailerModuleMissing);
    const usedTwice = await save([{ id: 'a', imageSequence: 1, retailerIds: [retailerIds[1], retailerIds[2]] }], {
      a: body,
    });
    expect(usedTwice.statusCode).toBe(400);
    expect(usedTwice.json().message).toBe(referenceImageMessages.retailerUsedByOtherImage);
    const same = await save(
      [
        { id: 'a', imageSequence: 3, retailerIds: [] },
        { id: 'b', imageSequence: 3, retailerIds: [] },
      ],
      { a: body, b: body },
    );
    expect(same.json().message).toBe(referenceImageMessages.sameRetailersAndSequence);
    const missingFile = await save([{ id: 'a', imageSequence: 4, retailerIds: [] }], {});
    expect(missingFile.json().message).toBe(referenceImageMessages.fileMissing);
  });

  it('refuses an image for all retailers beside one naming retailers at the same position, either way round', async () => {
    const body = await png();
    const position = 5;
    const save = (images: object[], files: Record<string, Buffer>) => saveImages(acme, images, files);
    const atPosition = async () =>
      t.app.db
        .select({ id: referenceImages.id })
        .from(referenceImages)
        .where(and(eq(referenceImages.productId, productId), eq(referenceImages.imageSequence, position)));
    const expectRefused = (response: Awaited<ReturnType<typeof call>>) => {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(referenceImageMessages.retailerUsedByOtherImage);
      expect(JSON.stringify(response.json())).toContain('retailerIds');
    };

    // Both in one request.
    expectRefused(
      await save(
        [
          { id: 'named', imageSequence: position, retailerIds: [retailerIds[0], retailerIds[1]] },
          { id: 'all', imageSequence: position, retailerIds: [] },
        ],
        { named: body, all: body },
      ),
    );
    expect(await atPosition()).toEqual([]);

    // An image for all retailers beside a stored one naming retailers.
    const named = await save(
      [{ id: 'named', imageSequence: position, retailerIds: [retailerIds[0], retailerIds[1]] }],
      {
        named: body,
      },
    );
    expect(named.statusCode).toBe(200);
    expectRefused(await save([{ id: 'all', imageSequence: position, retailerIds: [] }], { all: body }));
    expect(await atPosition()).toHaveLength(1);

    // Retailers named beside a stored image for all retailers.
    const url = `${base(acme)}/product-reference-image?productId=${productId}&retailerIds=${[retailerIds[0], retailerIds[1]].join(',')}&imageSequence=${position}`;
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect(await atPosition()).toEqual([]);
    const all = await save([{ id: 'all', imageSequence: position, retailerIds: [] }], { all: body });
    expect(all.statusCode).toBe(200);
    expectRefused(
      await save([{ id: 'named', imageSequence: position, retailerIds: [retailerIds[2]] }], { named: body }),
    );
    expect(await atPosition()).toHaveLength(1);

    // Another position is free.
    const elsewhere = await save([{ id: 'named', imageSequence: position + 1, retailerIds: [retailerIds[2]] }], {
      named: body,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('deletes an image by product, position and retailers, and its file from the store', async () => {
    const [image] = await t.app.db
      .select({ fileKey: referenceImages.fileKey })
      .from(referenceImages)
      .where(and(eq(referenceImages.productId, productId), eq(referenceImages.imageSequence, 1)));
    const store = localFileStore(path.join(t.config.dataDir, 'files'));
    expect(await store.exists(image!.fileKey)).toBe(true);
    const url = `${base(acme)}/product-reference-image?productId=${productId}&retailerIds=${retailerIds[1]}&imageSequence=1`;
    expect((await call('DELETE', url, readOnly)).statusCode).toBe(403);
    expect(await store.exists(image!.fileKey)).toBe(true);
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect(await store.exists(image!.fileKey)).toBe(false);
    expect((await call('DELETE', url)).statusCode).toBe(422);
  });

  it('answers 404 for a product of another customer and 400 naming productIds', async () => {
    const [other] = await t.app.db.select({ id: products.id }).from(products).where(eq(products.customerId, brandco));
    const otherId = other?.id ?? 999_999;
    const missing = await call(
      'GET',
      `${base(acme)}/product-reference-image/products?productIds=${productId},${otherId + 100_000}`,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(referenceImageMessages.productNotFound);
    const bad = await call('GET', `${base(acme)}/product-reference-image/products?productIds=a,b`);
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('productIds');
  });
});
