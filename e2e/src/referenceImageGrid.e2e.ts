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
interface GridSet {
  id: number;
  name: string;
  isDefault: boolean;
  images: { id: number; position: number }[];
}

/** A plain grey PNG of `size` pixels a side (the server takes 50 to 10,000). */
function png(size = 64): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (bytes: Buffer) => {
    let crc = 0xffffffff;
    for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
    return (crc ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, 0x9f)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const gridOf = async (api: CustomerApi, productId: number) =>
  (await api<{ sets: GridSet[] }>('GET', `reference-image/sets?productId=${productId}`)).sets;

describe('the reference image grid in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let product: FilterItem | undefined;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (!api || !product) return;
    for (const set of await gridOf(api, product.id))
      for (const image of set.images)
        await api(
          'DELETE',
          `reference-image/remove-from-set?productId=${product.id}&setId=${set.id}&imageId=${image.id}`,
        );
  });

  it('opens a product grid from the image-similarity screen, moves an image and finds it moved after a reload', async () => {
    ({ api } = await customerApi());
    // A product without reference images, so the cells used here are empty.
    const products = await api<FilterItem[]>('GET', 'dashboard/filter/products');
    for (const candidate of products.slice(0, 30)) {
      const sets = await gridOf(api, candidate.id);
      if (sets.every((set) => set.images.length === 0)) {
        product = candidate;
        break;
      }
    }
    expect(product, 'a demo product without reference images').toBeDefined();
    const defaultSet = (await gridOf(api, product!.id)).find((set) => set.isDefault)!;
    const cell = (position: number) => page.getByRole('button', { name: `${defaultSet.name}, position ${position}` });

    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Image similarity', exact: true })
      .click();
    await page.getByRole('combobox', { name: 'Product grid' }).fill(product!.name);
    await page.locator('.ant-select-item-option').filter({ hasText: product!.name }).first().click();
    await page.waitForURL((url) => url.searchParams.get('grid') === String(product!.id));
    await page.getByText('Upload reference images').waitFor();

    // An image into the main cell through the cell's drawer.
    await cell(1).click();
    await page.getByText('Manage reference images').waitFor();
    await page.getByTestId('cell-file').setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: png() });
    const uploaded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/reference-image/upload'),
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    expect((await uploaded).status()).toBe(200);
    const image = cell(1).locator('[draggable="true"]');
    await image.waitFor();

    // A second column, and the image dragged there: a move (no Ctrl held).
    await page.getByRole('button', { name: 'Add column' }).click();
    await cell(2).waitFor();
    const moved = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/reference-image/update-grid'),
    );
    await image.dragTo(cell(2));
    expect((await moved).status()).toBe(200);

    // The dialog is in the address: a reload opens it again, with the image saved in its new cell and only there
    // (a move, not a copy).
    await page.reload();
    await page.getByText('Upload reference images').waitFor();
    await cell(2).locator('[draggable="true"]').waitFor();
    expect(await cell(1).locator('[draggable="true"]').count()).toBe(0);
    const stored = (await gridOf(api, product!.id)).find((set) => set.isDefault)!;
    expect(stored.images.map((entry) => entry.position)).toEqual([2]);
  });
});
