import type { Page } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

interface FilterItem {
  id: number;
  name: string;
}
interface StoredProduct {
  productId: number;
  referenceImages: { id: number; imageSequence: number; setId: number; retailers: { id: number }[] }[];
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain 64 × 64 RGB PNG: within the server's 50 to 10,000 pixels a side. */
function png(size = 64): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x7f)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('product reference images in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let product: FilterItem | undefined;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (!api || !product) return;
    const answer = await api<{ products: StoredProduct[] }>(
      'GET',
      `product-reference-image/products?productIds=${product.id}`,
    );
    for (const image of answer.products[0]?.referenceImages ?? []) {
      const retailerIds = image.retailers.map((retailer) => retailer.id).join(',');
      await api(
        'DELETE',
        `product-reference-image?productId=${product.id}&imageSequence=${image.imageSequence}&setId=${image.setId}&retailerIds=${retailerIds}`,
      );
    }
  });

  it("uploads a main image for a demo product from the menu tile and shows 'Check in progress'", async () => {
    ({ api } = await customerApi());
    // A product without reference images yet, so the blank the editor starts with takes the upload.
    const products = await api<FilterItem[]>('GET', 'dashboard/filter/products');
    for (const candidate of products.slice(0, 20)) {
      const answer = await api<{ products: StoredProduct[] }>(
        'GET',
        `product-reference-image/products?productIds=${candidate.id}`,
      );
      if (answer.products[0]?.referenceImages.length === 0) {
        product = candidate;
        break;
      }
    }
    expect(product, 'a demo product without reference images').toBeDefined();

    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Reference images', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Product reference images' }).waitFor();
    await page.getByRole('combobox', { name: 'Product' }).fill(product!.name);
    await page.locator('.ant-select-item-option').filter({ hasText: product!.name }).first().click();
    await page.waitForURL((url) => url.searchParams.get('id') === String(product!.id));
    await page.getByRole('heading', { name: 'Product reference images' }).waitFor();

    await page.getByTestId(/^file-new-/).setInputFiles({ name: 'reference.png', mimeType: 'image/png', buffer: png() });
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/product-reference-image'),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Successfully saved').waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByText('Check in progress').first().waitFor();
    // The stored picture, fetched with the session's token (an <img> alone cannot send it).
    await page.locator('img[alt="reference.png"][src^="blob:"]').waitFor();
  });
});
