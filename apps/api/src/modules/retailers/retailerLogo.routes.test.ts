import { type AdminRetailer, retailersAdminMessages, type RetailerWrite } from '@shelfsight/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../seed/market/seedCatalogue';
import { apiCaller, createTestApp, tokenOf, type TestApp } from '../../test/testApp';

let t: TestApp;
let retailerId = 0;
const call = apiCaller(() => t.app);
const sysadmin = 'sysadmin@shelfsight.test';

const retailer: RetailerWrite = {
  name: 'logo-test',
  displayName: 'Logo test',
  logoUrl: null,
  countryCode: 'DE',
  siteRootUrl: 'https://www.example.de',
  keywordUrl: null,
  allowSearchKeywords: true,
  allowSearchCategories: true,
  allowConfigOtherRankings: false,
  categoryTemplateType: null,
  categoryInputTemplate: null,
  maxVisibilityTrackingEntitiesAllowed: 50,
};

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.app.db);
  retailerId = (await call(sysadmin, 'POST', '/api/retailers', retailer)).json<AdminRetailer>().id;
});
afterAll(async () => {
  await t.close();
});

async function upload(file: Blob, name: string, email = sysadmin) {
  const form = new FormData();
  form.append('file', file, name);
  return t.app.inject({
    method: 'POST',
    url: `/api/retailers/${retailerId}/logo`,
    headers: { authorization: `Bearer ${await tokenOf(t.app, email)}` },
    payload: form,
  });
}

describe('retailer logo upload', () => {
  it('stores the image as a PNG of at most 256 px a side, served without a session', async () => {
    const jpeg = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e30613' } })
      .jpeg()
      .toBuffer();
    const response = await upload(new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'logo.jpg');
    expect(response.statusCode).toBe(200);
    const logoUrl = response.json<AdminRetailer>().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/retailer-logos\/\d+-[a-f0-9]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    // 800 × 400 fitted inside 256 × 256 keeps the 2:1 ratio.
    expect([meta.width, meta.height]).toEqual([256, 128]);
  });

  it('refuses other types and non-images with 400 naming the file, and others than system admins with 403', async () => {
    const text = await upload(new Blob(['<svg/>'], { type: 'image/svg+xml' }), 'logo.svg');
    expect(text.statusCode).toBe(400);
    expect(text.json().fields).toEqual({ file: retailersAdminMessages.logoType });
    const fake = await upload(new Blob(['not a png'], { type: 'image/png' }), 'logo.png');
    expect(fake.statusCode).toBe(400);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const refused = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }), 'l.png', 'admin@acme.test');
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/retailer-logos/..%2Fsecret' })).statusCode).toBe(400);
  });
});
