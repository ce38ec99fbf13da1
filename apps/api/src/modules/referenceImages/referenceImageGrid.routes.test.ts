import { referenceImageGridSchema, referenceImageMessages } from '@shelfsight/contracts';
import { and, eq } from 'drizzle-orm';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceImageChecks, referenceImages } from '../../db/schema';
import { localFileStore } from '../../lib/fileStore';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { drawProduct } from '../productImages';
import { seedCatalogueTenant } from '../../test/catalogueTenant';

let t: TestApp;
let acme: number;
let brandco: number;
let admin: string;
let analyst: string;
let readOnly: string;
let productIds: number[];
let retailerIds: number[];
let defaultSet: number;
let otherSet: number;

const base = (customerId: number) => `/api/customer/${customerId}/reference-image`;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token = admin, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Stored image rows, as an upload leaves them. */
async function storeImage(productId: number, setId: number, imageSequence: number): Promise<number> {
  const [row] = await t.app.db
    .insert(referenceImages)
    .values({
      customerId: acme,
      productId,
      setId,
      imageSequence,
      filename: `${imageSequence}.png`,
      fileKey: `reference/${productId}/${setId}/${imageSequence}.png`,
      contentType: 'image/png',
      width: 100,
      height: 100,
      byteSize: 100,
    })
    .returning({ id: referenceImages.id });
  return row!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
  ({ productIds: productIds, retailerIds } = await seedCatalogueTenant(
    t.app,
    { id: acme, name: 'Acme Retail' },
    {
      products: 2,
      retailers: 3,
      seed: 13,
      modules: ['fcism'],
    },
  ));
  admin = await tokenOf(t.app, 'admin@acme.test');
  analyst = await tokenOf(t.app, 'analyst@acme.test');
  readOnly = await tokenOf(t.app, 'readonly@acme.test');
  defaultSet = (await call('GET', `${base(acme)}/customer-sets`)).json().sets[0].id;
  const created = await call('POST', `${base(acme)}/set`, admin, {
    name: 'Marketplaces',
    retailerIds: [retailerIds[2]],
  });
  expect(created.statusCode, created.body).toBe(201);
  otherSet = created.json().id;
});
afterAll(() => t.close());

describe('the image-similarity grid', () => {
  it("answers the product's sets, the default first, each with its retailers and the product's images by position", async () => {
    const [product, otherProduct] = productIds as [number, number];
    const second = await storeImage(product, defaultSet, 2);
    const main = await storeImage(product, defaultSet, 1);
    const inOther = await storeImage(product, otherSet, 1);
    await storeImage(otherProduct, defaultSet, 1);

    const response = await call('GET', `${base(acme)}/sets?productId=${product}`);
    expect(response.statusCode, response.body).toBe(200);
    const grid = referenceImageGridSchema.parse(response.json());
    const src = (id: number) => `/api/customer/${acme}/product-reference-image/${id}/file`;
    expect(grid.sets).toEqual([
      {
        id: defaultSet,
        name: expect.any(String),
        isDefault: true,
        retailerIds: retailerIds.slice(0, 2),
        images: [
          { id: main, productId: product, position: 1, src: src(main) },
          { id: second, productId: product, position: 2, src: src(second) },
        ],
      },
      {
        id: otherSet,
        name: 'Marketplaces',
        isDefault: false,
        retailerIds: [retailerIds[2]],
        images: [{ id: inOther, productId: product, position: 1, src: src(inOther) }],
      },
    ]);

    const one = (await call('GET', `${base(acme)}/sets?productId=${product}&setId=${otherSet}`)).json();
    expect(one.sets.map((set: { id: number }) => set.id)).toEqual([otherSet]);
    const unknownSet = await call('GET', `${base(acme)}/sets?productId=${product}&setId=999999`);
    expect(unknownSet.statusCode).toBe(404);
    expect(unknownSet.json().message).toBe(referenceImageMessages.setNotFound);
    const unknownProduct = await call('GET', `${base(acme)}/sets?productId=999999`);
    expect(unknownProduct.statusCode).toBe(404);
  });

  it('takes an image out of a set with its checks; an image not in that set is a 422', async () => {
    const product = productIds[0]!;
    const image = await storeImage(product, otherSet, 3);
    await t.app.db
      .insert(referenceImageChecks)
      .values({ customerId: acme, referenceImageId: image, retailerId: retailerIds[2]!, status: 'in_progress' });
    const url = (setId: number) => `${base(acme)}/remove-from-set?productId=${product}&setId=${setId}&imageId=${image}`;
    const wrongSet = await call('DELETE', url(defaultSet));
    expect(wrongSet.statusCode).toBe(422);
    expect(wrongSet.json().message).toBe(referenceImageMessages.imageNotFound);
    expect((await call('DELETE', url(otherSet))).statusCode).toBe(204);
    const grid = (await call('GET', `${base(acme)}/sets?productId=${product}&setId=${otherSet}`)).json();
    expect(grid.sets[0].images.map((entry: { id: number }) => entry.id)).not.toContain(image);
    const checks = await t.app.db
      .select()
      .from(referenceImageChecks)
      .where(and(eq(referenceImageChecks.customerId, acme), eq(referenceImageChecks.referenceImageId, image)));
    expect(checks).toEqual([]);
    expect((await call('DELETE', url(otherSet))).statusCode).toBe(422);
  });

  it('names the missing or malformed field in a 400', async () => {
    const noProduct = await call('GET', `${base(acme)}/sets`);
    expect(noProduct.statusCode).toBe(400);
    expect(JSON.stringify(noProduct.json())).toContain('productId');
    const badSet = await call('GET', `${base(acme)}/sets?productId=${productIds[0]}&setId=abc`);
    expect(badSet.statusCode).toBe(400);
    expect(JSON.stringify(badSet.json())).toContain('setId');
    const noImage = await call('DELETE', `${base(acme)}/remove-from-set?productId=${productIds[0]}&setId=${otherSet}`);
    expect(noImage.statusCode).toBe(400);
    expect(JSON.stringify(noImage.json())).toContain('imageId');
  });

  it("refuses another tenant's grid and read-only users' removals", async () => {
    const image = await storeImage(productIds[1]!, defaultSet, 4);
    expect((await call('GET', `${base(brandco)}/sets?productId=${productIds[0]}`, analyst)).statusCode).toBe(403);
    const theirs = `${base(brandco)}/remove-from-set?productId=${productIds[1]}&setId=${defaultSet}&imageId=${image}`;
    expect((await call('DELETE', theirs, analyst)).statusCode).toBe(403);
    const url = `${base(acme)}/remove-from-set?productId=${productIds[1]}&setId=${defaultSet}&imageId=${image}`;
    expect((await call('GET', `${base(acme)}/sets?productId=${productIds[1]}`, readOnly)).statusCode).toBe(200);
    expect((await call('DELETE', url, readOnly)).statusCode).toBe(403);
    expect((await call('DELETE', url)).statusCode).toBe(204);
  });

  it('moves and copies images between cells; a copy is checked at the retailers of its new set', async () => {
    const product = productIds[1]!;
    const moved = await storeImage(product, defaultSet, 6);
    const copied = await storeImage(product, defaultSet, 7);
    const response = await call('POST', `${base(acme)}/update-grid`, admin, [
      { set_id: otherSet, image_id: moved, position: 6, operation: 'add', product_id: product },
      { set_id: defaultSet, image_id: moved, position: 6, operation: 'remove', product_id: product },
      { set_id: otherSet, image_id: copied, position: 7, operation: 'add', product_id: product },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const [answer] = response.json().products;
    expect(answer.productId).toBe(product);
    const cells = (setId: number) =>
      answer.sets
        .find((set: { id: number }) => set.id === setId)
        .images.map((image: { position: number }) => image.position)
        .filter((position: number) => position >= 6);
    expect(cells(defaultSet)).toEqual([7]);
    expect(cells(otherSet)).toEqual([6, 7]);
    const copies = await t.app.db
      .select()
      .from(referenceImages)
      .where(and(eq(referenceImages.customerId, acme), eq(referenceImages.setId, otherSet)));
    const copyIds = copies.filter((row) => row.imageSequence >= 6).map((row) => row.id);
    expect(
      copies
        .filter((row) => row.imageSequence >= 6)
        .map((row) => row.fileKey)
        .sort(),
    ).toEqual([`reference/${product}/${defaultSet}/6.png`, `reference/${product}/${defaultSet}/7.png`]);
    const checks = await t.app.db.select().from(referenceImageChecks).where(eq(referenceImageChecks.customerId, acme));
    expect(
      checks
        .filter((check) => copyIds.includes(check.referenceImageId))
        .map((check) => [check.retailerId, check.status]),
    ).toEqual([
      [retailerIds[2], 'in_progress'],
      [retailerIds[2], 'in_progress'],
    ]);
  });

  it('removes a file from the store once no image uses it: a copy keeps it, the last removal takes it', async () => {
    const product = productIds[0]!;
    const store = localFileStore(path.join(t.config.dataDir, 'files'));
    const source = await storeImage(product, defaultSet, 11);
    const key = `reference/${product}/${defaultSet}/11.png`;
    await store.put(key, Buffer.from('image bytes'));
    const copied = await call('POST', `${base(acme)}/update-grid`, admin, [
      { set_id: otherSet, image_id: source, position: 11, operation: 'add', product_id: product },
    ]);
    expect(copied.statusCode, copied.body).toBe(200);
    const [copy] = await t.app.db
      .select({ id: referenceImages.id })
      .from(referenceImages)
      .where(
        and(
          eq(referenceImages.customerId, acme),
          eq(referenceImages.setId, otherSet),
          eq(referenceImages.imageSequence, 11),
        ),
      );

    const removeSource = await call('POST', `${base(acme)}/update-grid`, admin, [
      { set_id: defaultSet, image_id: source, position: 11, operation: 'remove', product_id: product },
    ]);
    expect(removeSource.statusCode, removeSource.body).toBe(200);
    expect(await store.exists(key)).toBe(true);
    const removeCopy = `${base(acme)}/remove-from-set?productId=${product}&setId=${otherSet}&imageId=${copy!.id}`;
    expect((await call('DELETE', removeCopy)).statusCode).toBe(204);
    expect(await store.exists(key)).toBe(false);
  });

  it('removes the files of a deleted set that no other image uses', async () => {
    const product = productIds[0]!;
    const store = localFileStore(path.join(t.config.dataDir, 'files'));
    const created = await call('POST', `${base(acme)}/set`, admin, {
      name: 'Short-lived',
      retailerIds: [retailerIds[1]],
    });
    expect(created.statusCode, created.body).toBe(201);
    const setId = created.json().id as number;
    await storeImage(product, setId, 1);
    const key = `reference/${product}/${setId}/1.png`;
    await store.put(key, Buffer.from('set image'));
    expect((await call('DELETE', `${base(acme)}/set/${setId}`)).statusCode).toBe(204);
    expect(await store.exists(key)).toBe(false);
  });

  it('refuses grid changes all or nothing, naming the field', async () => {
    const product = productIds[1]!;
    const image = await storeImage(product, defaultSet, 9);
    const occupied = await call('POST', `${base(acme)}/update-grid`, admin, [
      { set_id: defaultSet, image_id: image, position: 9, operation: 'remove', product_id: product },
      { set_id: otherSet, image_id: image, position: 10, operation: 'add', product_id: product },
      { set_id: defaultSet, image_id: image, position: 7, operation: 'add', product_id: product },
    ]);
    expect(occupied.statusCode).toBe(400);
    expect(occupied.json().message).toBe(referenceImageMessages.sameRetailersAndSequence);
    expect(JSON.stringify(occupied.json())).toContain('2.position');
    const grid = (await call('GET', `${base(acme)}/sets?productId=${product}`)).json();
    const positions = grid.sets.flatMap((set: { images: { position: number }[] }) => set.images.map((i) => i.position));
    expect(positions).toContain(9);
    expect(positions).not.toContain(10);
    const badOperation = await call('POST', `${base(acme)}/update-grid`, admin, [
      { set_id: defaultSet, image_id: image, position: 9, operation: 'move', product_id: product },
    ]);
    expect(badOperation.statusCode).toBe(400);
    expect(JSON.stringify(badOperation.json())).toContain('operation');
    expect((await call('POST', `${base(acme)}/update-grid`, admin, [])).statusCode).toBe(400);
    const change = [{ set_id: otherSet, image_id: image, position: 11, operation: 'add', product_id: product }];
    expect((await call('POST', `${base(brandco)}/update-grid`, analyst, change)).statusCode).toBe(403);
    expect((await call('POST', `${base(acme)}/update-grid`, readOnly, change)).statusCode).toBe(403);
  });

  it("uploads one file into an empty cell of a set; the image is checked at that set's retailers", async () => {
    const product = productIds[0]!;
    const body = await drawProduct({
      productId: 1,
      name: 'Acme Kettle',
      brand: 'Acme',
      category: 'Kettles',
      colour: 'Red',
    });
    const upload = (object: unknown, token = admin, customerId = acme) => {
      const form = new FormData();
      form.append('object', JSON.stringify(object));
      form.append('file', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'kettle.png');
      return t.app.inject({
        method: 'POST',
        url: `${base(customerId)}/upload`,
        headers: bearer(token),
        payload: form,
      });
    };
    const object = { set_id: otherSet, sequence: 12, product_id: product };
    const saved = await upload(object);
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json().sets.find((set: { id: number }) => set.id === otherSet);
    const image = row.images.find((entry: { position: number }) => entry.position === 12);
    expect(image).toMatchObject({ productId: product, position: 12 });
    const file = await call('GET', image.src);
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, body)).toBe(0);
    const checks = await t.app.db
      .select()
      .from(referenceImageChecks)
      .where(and(eq(referenceImageChecks.customerId, acme), eq(referenceImageChecks.referenceImageId, image.id)));
    expect(checks.map((check) => [check.retailerId, check.status])).toEqual([[retailerIds[2], 'in_progress']]);

    const again = await upload(object);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(referenceImageMessages.sameRetailersAndSequence);
    const noSequence = await upload({ set_id: otherSet, product_id: product });
    expect(noSequence.statusCode).toBe(400);
    expect(JSON.stringify(noSequence.json())).toContain('object.sequence');
    expect((await upload({ ...object, sequence: 13 }, analyst, brandco)).statusCode).toBe(403);
    expect((await upload({ ...object, sequence: 13 }, readOnly)).statusCode).toBe(403);
  });
});
