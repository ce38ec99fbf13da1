import {
  PRODUCT_LIST_NAME_MAX,
  PRODUCT_LIST_NAME_TOO_LONG,
  type ProductList,
  type ProductListDetail,
} from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demoCustomers, demoUserIds, type TestApp } from '../../test/testApp';

let t: TestApp;
let brandco = 0;
let users: Record<string, number> = {};
const emails = ['admin@acme.test', 'analyst@acme.test', 'pm@acme.test', 'readonly@acme.test'] as const;

beforeAll(async () => {
  t = await createTestApp();
  ({ brandco } = await demoCustomers(t.app));
  users = await demoUserIds(t.app, emails);
});
afterAll(async () => {
  await t.close();
});

const call = apiCaller(() => t.app);

describe('product lists', () => {
  let list: ProductList;

  it('creates a list owned by the caller, Standard and not shared by default', async () => {
    const response = await call('pm@acme.test', 'POST', 'product-lists/create', { name: 'Summer range' });
    expect(response.statusCode).toBe(201);
    list = response.json();
    expect(list).toMatchObject({
      name: 'Summer range',
      type: 'Standard',
      processingMode: 'MERGE',
      owned: true,
      shared: false,
      sharedToMe: false,
      ownerId: users['pm@acme.test'],
      ownerName: 'Paula Product',
      accessLevel: 'O',
      productCount: 0,
      fileUploadStatus: null,
      uploaderName: null,
    });
  });

  it('answers 400 naming the field for a missing name or a bad type', async () => {
    const noName = await call('pm@acme.test', 'POST', 'product-lists/create', { type: 'Standard' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
    const badType = await call('pm@acme.test', 'PATCH', `product-list/${list.id}`, { type: 'Other' });
    expect(badType.statusCode).toBe(400);
    expect(badType.json().message).toContain('type');
    expect((await call('pm@acme.test', 'GET', 'product-lists/abc')).statusCode).toBe(400);
  });

  it('refuses a name longer than the limit on create and change (400 naming name)', async () => {
    const long = 'L'.repeat(PRODUCT_LIST_NAME_MAX + 1);
    for (const response of [
      await call('pm@acme.test', 'POST', 'product-lists/create', { name: long }),
      await call('pm@acme.test', 'PATCH', `product-list/${list.id}`, { name: long }),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('name');
      expect(response.json().fields.name).toBe(PRODUCT_LIST_NAME_TOO_LONG);
    }
    const longest = 'L'.repeat(PRODUCT_LIST_NAME_MAX);
    const fits = await call('pm@acme.test', 'POST', 'product-lists/create', { name: longest });
    expect(fits.statusCode).toBe(201);
    expect((await call('pm@acme.test', 'GET', 'product-lists')).json().map((l: ProductList) => l.name)).not.toContain(
      long,
    );
  });

  it('refuses users without admin or product management (403), read-only users on writes and other tenants', async () => {
    expect((await call('analyst@acme.test', 'GET', 'product-lists')).statusCode).toBe(403);
    expect((await call('analyst@acme.test', 'POST', 'product-lists/create', { name: 'x' })).statusCode).toBe(403);
    expect((await call('readonly@acme.test', 'POST', 'product-lists/create', { name: 'x' })).statusCode).toBe(403);
    expect((await call('pm@acme.test', 'GET', 'product-lists', undefined, brandco)).statusCode).toBe(403);
    expect((await call('pm@acme.test', 'GET', 'products-v2/status', undefined, brandco)).statusCode).toBe(403);
  });

  it('is not seen by another list user of the customer until shared; the admin sees every list', async () => {
    const other = await call('admin@acme.test', 'POST', 'product-lists/create', { name: 'Admin list' });
    const adminList: ProductList = other.json();
    const pmIds = (await call('pm@acme.test', 'GET', 'product-lists')).json().map((l: ProductList) => l.id);
    expect(pmIds).toContain(list.id);
    expect(pmIds).not.toContain(adminList.id);
    const adminIds = (await call('admin@acme.test', 'GET', 'product-lists')).json().map((l: ProductList) => l.id);
    expect(adminIds).toEqual(expect.arrayContaining([list.id, adminList.id]));
    expect((await call('pm@acme.test', 'GET', `product-lists/${adminList.id}`)).statusCode).toBe(404);
  });

  it('shares a list to read only: the reader sees it as shared to them and gets 403 on writes', async () => {
    const admin = await call('admin@acme.test', 'POST', 'product-lists/create', {
      name: 'Shared to read',
      sharedWith: [{ userId: users['pm@acme.test'], accessLevel: 'R' }],
    });
    const shared: ProductList = admin.json();
    expect(shared).toMatchObject({ shared: true, sharedWith: [{ userId: users['pm@acme.test'], accessLevel: 'R' }] });
    const seen: ProductListDetail = (await call('pm@acme.test', 'GET', `product-lists/${shared.id}`)).json();
    expect(seen).toMatchObject({ owned: false, sharedToMe: true, accessLevel: 'R', ownerName: 'Alice Admin' });
    const rename = await call('pm@acme.test', 'PATCH', `product-list/${shared.id}`, { name: 'Mine now' });
    expect(rename.statusCode).toBe(403);
    expect((await call('pm@acme.test', 'DELETE', `product-list/${shared.id}`)).statusCode).toBe(403);
  });

  it('shares to write: the writer renames it but may not change its sharing', async () => {
    const created: ProductList = (
      await call('admin@acme.test', 'POST', 'product-lists/create', {
        name: 'Shared to write',
        sharedWith: [{ userId: users['pm@acme.test'], accessLevel: 'W' }],
      })
    ).json();
    const renamed = await call('pm@acme.test', 'PATCH', `product-list/${created.id}`, { name: 'Renamed' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Renamed', accessLevel: 'W' });
    const reshare = await call('pm@acme.test', 'PATCH', `product-list/${created.id}`, { sharedWith: [] });
    expect(reshare.statusCode).toBe(403);
  });

  it('refuses sharing with a non-member (422 naming sharedWith)', async () => {
    const response = await call('pm@acme.test', 'PATCH', `product-list/${list.id}`, {
      sharedWith: [{ userId: 999_999, accessLevel: 'R' }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().fields).toHaveProperty('sharedWith');
  });

  it('answers the detail with headers and custom field counts, and an unknown product with 422', async () => {
    const detail: ProductListDetail = (await call('pm@acme.test', 'GET', `product-lists/${list.id}`)).json();
    expect(detail.headers.slice(0, 5)).toEqual(['Brand', 'Product name', 'GTIN', 'MPN', 'Other codes']);
    expect(detail.products).toEqual([]);
    const add = await call('pm@acme.test', 'POST', `product-lists/${list.id}/add-product`, { productIds: [999_999] });
    expect(add.statusCode).toBe(422);
    const empty = await call('pm@acme.test', 'POST', `product-lists/${list.id}/add-product`, { productIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('productIds');
  });

  it('deletes a list of the owner', async () => {
    expect((await call('pm@acme.test', 'DELETE', `product-list/${list.id}`)).statusCode).toBe(200);
    expect((await call('pm@acme.test', 'GET', `product-lists/${list.id}`)).statusCode).toBe(404);
  });
});
