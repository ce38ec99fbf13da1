import { referenceImageMessages } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, demoCustomers, type TestApp, tokenOf } from '../../test/testApp';
import { seedCatalogueTenant } from '../../test/catalogueTenant';
import { drawProduct } from '../productImages';

let t: TestApp;
let acme: number;
let brandco: number;
let admin: string;
let analyst: string;
let picture: Buffer;
let src: string;

const byPath = (path: string | null, token = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/get-product-reference-image${path === null ? '' : `?${new URLSearchParams({ path })}`}`,
    headers: bearer(token),
  });

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
  const { productIds } = await seedCatalogueTenant(
    t.app,
    { id: acme, name: 'Acme Retail' },
    { products: 1, retailers: 2, seed: 21, modules: ['ism'] },
  );
  admin = await tokenOf(t.app, 'admin@acme.test');
  analyst = await tokenOf(t.app, 'analyst@acme.test');
  picture = await drawProduct({ productId: 1, name: 'Acme Kettle', brand: 'Acme', category: 'Kettles', colour: 'Red' });
  const sets = await t.app.inject({
    method: 'GET',
    url: `/api/customer/${acme}/reference-image/customer-sets`,
    headers: bearer(admin),
  });
  const form = new FormData();
  form.append('object', JSON.stringify({ set_id: sets.json().sets[0].id, sequence: 1, product_id: productIds[0] }));
  form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'kettle.png');
  const saved = await t.app.inject({
    method: 'POST',
    url: `/api/customer/${acme}/reference-image/upload`,
    headers: bearer(admin),
    payload: form,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  src = saved.json().sets[0].images[0].src;
});
afterAll(() => t.close());

describe('GET /api/get-product-reference-image', () => {
  it("answers the stored picture of a reference image's src to a member of its customer", async () => {
    for (const token of [admin, analyst]) {
      const response = await byPath(src, token);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(response.rawPayload, picture)).toBe(0);
    }
  });

  it('refuses a missing path or one that is not a reference image src with a 400 naming path', async () => {
    for (const path of [null, 'blob:https://app.example/5e0c', `/api/customer/${acme}/files/1`, `${src}/../1`]) {
      const response = await byPath(path);
      expect(response.statusCode, String(path)).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual(['path']);
    }
  });

  it('answers 404 for an image the customer does not have', async () => {
    const response = await byPath(`/api/customer/${acme}/product-reference-image/999999/file`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(referenceImageMessages.imageNotFound);
  });

  it('refuses a source of another tenant (403): the customer it names is checked like the scope guard does', async () => {
    // Brandco's path with an image id that exists (at Acme): the caller is no member of Brandco.
    const imageId = src.split('/').at(-2);
    const theirs = `/api/customer/${brandco}/product-reference-image/${imageId}/file`;
    for (const token of [admin, analyst]) {
      const response = await byPath(theirs, token);
      expect(response.statusCode).toBe(403);
      expect(Buffer.compare(response.rawPayload, picture)).not.toBe(0);
    }
  });

  it('asks for a signed-in caller', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/get-product-reference-image?${new URLSearchParams({ path: src })}`,
    });
    expect(response.statusCode).toBe(401);
  });
});
