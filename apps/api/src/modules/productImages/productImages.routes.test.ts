import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { productImageMessages } from '@shelfsight/contracts';
import { asc, eq } from 'drizzle-orm';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerRetailers, privileges, products, rolePrivileges, roles, userRoles, users } from '../../db/schema';
import { localFileStore } from '../../lib/fileStore';
import { seedReferenceData, seedTenantCatalogue } from '../../seed/market/seedCatalogue';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { drawProduct } from './drawProduct';
import { productLookOf } from './productLook.repository';
import { variantKindOf } from './variants';
import { catalogueOnlyScale } from '../../seed/market/scales';

const tinyScale = catalogueOnlyScale(6, 3);

let t: TestApp;
let acme: number;
let brandco: number;
let analyst: string;
let productId: number;
let brandcoProductId: number;
let retailerIds: number[];

const imageUrl = (customerId: number, product: number, query = '') =>
  `/api/customer/${customerId}/products/${product}/image${query}`;
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(analyst), ...headers } });

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
  await seedReferenceData(t.app.db);
  await seedTenantCatalogue(t.app.db, { id: acme, name: 'Acme Retail' }, tinyScale, 7);
  await seedTenantCatalogue(t.app.db, { id: brandco, name: 'Brandco' }, tinyScale, 7);
  const productIdsOf = async (customerId: number) =>
    (
      await t.app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(asc(products.id))
    ).map((row) => row.id);
  [productId] = (await productIdsOf(acme)) as [number];
  [brandcoProductId] = (await productIdsOf(brandco)) as [number];
  retailerIds = (
    await t.app.db
      .select({ retailerId: customerRetailers.retailerId })
      .from(customerRetailers)
      .where(eq(customerRetailers.customerId, acme))
  ).map((row) => row.retailerId);
  analyst = await tokenOf(t.app, 'analyst@acme.test');
});
afterAll(() => t.close());

describe('GET products/:productId/image', () => {
  it("answers the product's own packshot as PNG with long-lived cache headers", async () => {
    const response = await get(imageUrl(acme, productId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const look = await productLookOf(t.app.db, acme, productId);
    expect(response.rawPayload.equals(await drawProduct(look!))).toBe(true);

    const again = await get(imageUrl(acme, productId), { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("answers a retailer's copy in the format of its kind", async () => {
    for (const retailerId of retailerIds) {
      const kind = variantKindOf({ productId, retailerId, position: 1, edition: 1 });
      const response = await get(imageUrl(acme, productId, `?retailerId=${retailerId}`));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(kind === 'reencoded' ? 'image/jpeg' : 'image/png');
    }
  });

  it('makes a thumbnail once and serves the kept file after', async () => {
    const query = `?retailerId=${retailerIds[0]}&position=2&size=thumb`;
    const first = await get(imageUrl(acme, productId, query));
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(first.rawPayload).metadata();
    expect(Math.max(width, height)).toBe(160);

    const folder = path.join(t.config.dataDir, 'files', 'product-images', 'g1', `c${acme}`, `p${productId}`);
    const thumbnail = `thumb-r${retailerIds[0]}-e1-p2.webp`;
    expect(await readdir(folder)).toContain(thumbnail);
    // Replace the kept thumbnail: a second request serves it rather than making a new one.
    const store = localFileStore(path.join(t.config.dataDir, 'files'));
    const marker = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#f00' } })
      .webp()
      .toBuffer();
    await store.put(`product-images/g1/c${acme}/p${productId}/${thumbnail}`, marker);
    const second = await get(imageUrl(acme, productId, query));
    expect(second.rawPayload.equals(marker)).toBe(true);
  });

  it('answers 400 naming the field for bad input', async () => {
    for (const [query, field] of [
      ['?size=huge', 'size'],
      ['?position=0', 'position'],
      ['?retailerId=abc', 'retailerId'],
      ['?edition=-1', 'edition'],
    ] as const) {
      const response = await get(imageUrl(acme, productId, query));
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(field);
    }
  });

  it('answers 404 for an unknown product, another customer’s product id or an untracked retailer', async () => {
    expect((await get(imageUrl(acme, 999_999))).json()).toMatchObject({
      message: productImageMessages.productNotFound,
    });
    expect((await get(imageUrl(acme, brandcoProductId))).statusCode).toBe(404);
    const untracked = await get(imageUrl(acme, productId, '?retailerId=999999'));
    expect(untracked.statusCode).toBe(404);
    expect(untracked.json()).toMatchObject({ message: productImageMessages.retailerNotTracked });
  });

  it('answers 403 for another tenant and 401 without a session', async () => {
    expect((await get(imageUrl(brandco, brandcoProductId))).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: imageUrl(acme, productId) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/product-images/:customerId/:productId (signed, for <img>)', () => {
  it('serves the same image as the scoped route without a session', async () => {
    const address = {
      customerId: acme,
      productId,
      retailerId: retailerIds[1],
      position: 1,
      edition: 1,
      size: 'full' as const,
    };
    const url = t.app.productImages.url(address);
    const signed = await t.app.inject({ method: 'GET', url });
    expect(signed.statusCode).toBe(200);
    // Kept by the browser only while the address works: until the UTC day in `expires` begins.
    const expires = Number(new URL(url, 'http://app.test').searchParams.get('expires'));
    const maxAge = Number(/max-age=(\d+)/.exec(String(signed.headers['cache-control']))?.[1]);
    const secondsLeft = (expires * 86_400_000 - Date.now()) / 1000;
    expect(maxAge).toBeGreaterThan(86_400 - 60);
    expect(maxAge).toBeLessThanOrEqual(2 * 86_400);
    expect(Math.abs(maxAge - secondsLeft)).toBeLessThan(60);
    const scoped = await get(imageUrl(acme, productId, `?retailerId=${retailerIds[1]}`));
    expect(signed.rawPayload.equals(scoped.rawPayload)).toBe(true);
  });

  it('answers 403 when the address was changed under the signature, 400 without one', async () => {
    const url = t.app.productImages.url({ customerId: acme, productId, position: 1, edition: 1, size: 'thumb' });
    const otherTenant = url.replace(
      `/product-images/${acme}/${productId}`,
      `/product-images/${brandco}/${brandcoProductId}`,
    );
    const forged = await t.app.inject({ method: 'GET', url: otherTenant });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ message: productImageMessages.badSignature });
    expect((await t.app.inject({ method: 'GET', url: url.replace('size=thumb', 'size=full') })).statusCode).toBe(403);
    const expires = Number(new URL(url, 'http://app.test').searchParams.get('expires'));
    const prolonged = await t.app.inject({
      method: 'GET',
      url: url.replace(`expires=${expires}`, `expires=${expires + 30}`),
    });
    expect(prolonged.statusCode).toBe(403);
    expect(prolonged.json()).toMatchObject({ message: productImageMessages.badSignature });
    const unsigned = await t.app.inject({ method: 'GET', url: url.replace(/&signature=.*$/, '') });
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.body).toContain('signature');
  });

  it('answers 404 for a signed address of a product that is gone', async () => {
    const url = t.app.productImages.url({
      customerId: acme,
      productId: 999_999,
      position: 1,
      edition: 1,
      size: 'full',
    });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('retailer access', () => {
  it("answers 403 for a retailer's copy the user may not see, and serves the granted one", async () => {
    const [granted, refused] = retailerIds as [number, number];
    const [access] = await t.app.db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [role] = await t.app.db.insert(roles).values({ customerId: acme, name: 'One retailer' }).returning();
    await t.app.db.insert(rolePrivileges).values({
      customerId: acme,
      roleId: role!.id,
      privilegeId: access!.id,
      entityType: 'RETAILER',
      entityId: granted,
    });
    const [pm] = await t.app.db.select().from(users).where(eq(users.email, 'pm@acme.test'));
    await t.app.db.insert(userRoles).values({ customerId: acme, userId: pm!.id, roleId: role!.id });
    // Written past the routes, so the test invalidates the access cache as the routes do.
    t.app.accessCache.invalidateCustomer(acme);
    const pmGet = async (retailerId: number) =>
      t.app.inject({
        method: 'GET',
        url: imageUrl(acme, productId, `?retailerId=${retailerId}`),
        headers: bearer(await tokenOf(t.app, 'pm@acme.test')),
      });
    expect((await pmGet(granted)).statusCode).toBe(200);
    const refusedAnswer = await pmGet(refused);
    expect(refusedAnswer.statusCode).toBe(403);
    expect(refusedAnswer.json()).toMatchObject({ message: productImageMessages.retailerNotVisible });
  });
});

describe('with FILE_STORE=s3', () => {
  it('makes the images in the bucket and serves them from there', async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 's3-images-'));
    const server = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory,
      configureBuckets: [{ name: 'images', configs: [] }],
    });
    const { port } = (await server.run()) as AddressInfo;
    const endpoint = `http://127.0.0.1:${port}`;
    const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
    const s3App = await createTestApp({
      env: {
        FILE_STORE: 's3',
        S3_BUCKET: 'images',
        S3_PREFIX: 'test',
        S3_ENDPOINT: endpoint,
        S3_ACCESS_KEY_ID: credentials.accessKeyId,
        S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      },
    });
    const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials });
    try {
      const { acme: customerId } = await demoCustomers(s3App.app);
      await seedReferenceData(s3App.app.db);
      await seedTenantCatalogue(s3App.app.db, { id: customerId, name: 'Acme Retail' }, tinyScale, 7);
      const [product] = await s3App.app.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.customerId, customerId))
        .orderBy(asc(products.id));
      const response = await s3App.app.inject({
        method: 'GET',
        url: imageUrl(customerId, product!.id, '?size=thumb'),
        headers: bearer(await tokenOf(s3App.app, 'analyst@acme.test')),
      });
      expect(response.statusCode).toBe(200);
      const stored = await client.send(
        new GetObjectCommand({
          Bucket: 'images',
          Key: `test/product-images/g1/c${customerId}/p${product!.id}/thumb-own-p1.webp`,
        }),
      );
      expect(Buffer.from(await stored.Body!.transformToByteArray()).equals(response.rawPayload)).toBe(true);
      // Nothing of it on the local disk.
      await expect(readdir(path.join(s3App.config.dataDir, 'files', 'product-images'))).rejects.toThrow(/ENOENT/);
    } finally {
      client.destroy();
      await s3App.close();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    }
  });
});
