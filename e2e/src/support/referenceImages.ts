import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CustomerApi } from './customerApi';

/** What the reference image tests read of the API (contracts' referenceImages.ts). */
export interface FilterItem {
  id: number;
  name: string;
}
export interface GridSet {
  id: number;
  name: string;
  isDefault: boolean;
  images: { id: number; position: number }[];
}
export interface SimilarityCheck {
  retailerId: number;
  status: string;
  score: number | null;
}
export interface StoredProduct {
  productId: number;
  referenceImages: {
    id: number;
    imageSequence: number;
    setId: number;
    src: string;
    retailers: { id: number }[];
    checks: SimilarityCheck[];
  }[];
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A plain grey RGB PNG of `size` pixels a side (the server takes 50 to 10,000), `grey` the channels' value. */
export function png(size = 64, grey = 0x7f): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3, grey)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: size }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const gridOf = async (api: CustomerApi, productId: number): Promise<GridSet[]> =>
  (await api<{ sets: GridSet[] }>('GET', `reference-image/sets?productId=${productId}`)).sets;

export const storedProduct = async (api: CustomerApi, productId: number): Promise<StoredProduct> =>
  (await api<{ products: StoredProduct[] }>('GET', `product-reference-image/products?productIds=${productId}`))
    .products[0]!;

/**
 * The first of the demo products (all of them, or `among` in that order) without reference images in any set, so
 * the cells and the editor's blank a test uses are empty; undefined when every one has some.
 */
export async function productWithoutReferenceImages(
  api: CustomerApi,
  among?: readonly FilterItem[],
  limit = 30,
): Promise<FilterItem | undefined> {
  const candidates = among ?? (await api<FilterItem[]>('GET', 'dashboard/filter/products'));
  for (const candidate of candidates.slice(0, limit)) {
    const sets = await gridOf(api, candidate.id);
    if (sets.every((set) => set.images.length === 0)) return candidate;
  }
  return undefined;
}

/** Takes every reference image of the product out of its set: what a test added goes with the test. */
export async function removeReferenceImages(api: CustomerApi, productId: number): Promise<void> {
  for (const set of await gridOf(api, productId))
    for (const image of set.images)
      await api('DELETE', `reference-image/remove-from-set?productId=${productId}&setId=${set.id}&imageId=${image.id}`);
}

/** Opens the per-product editor from the menu tile 'Reference images' and picks the product by name. */
export async function openReferenceImagesEditor(page: Page, product: FilterItem): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reference images', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Product reference images' }).waitFor();
  await page.getByRole('combobox', { name: 'Product' }).fill(product.name);
  await page.locator('.ant-select-item-option').filter({ hasText: product.name }).first().click();
  await page.waitForURL((url) => url.searchParams.get('id') === String(product.id));
  await page.getByRole('heading', { name: 'Product reference images' }).waitFor();
}

/**
 * Puts a file into the editor's blank and saves it; answers the saved product as the server sent it back, once
 * the editor has said 'Successfully saved' and that has been closed.
 */
export async function saveInEditor(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
): Promise<StoredProduct> {
  await page.getByTestId(/^file-new-/).setInputFiles(file);
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/product-reference-image'),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  await page.getByText('Successfully saved').waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  return (await answer.json()) as StoredProduct;
}
