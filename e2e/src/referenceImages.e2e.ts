import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import {
  type FilterItem,
  openReferenceImagesEditor,
  png,
  productWithoutReferenceImages,
  removeReferenceImages,
  saveInEditor,
} from './support/referenceImages';
import { signInOnce } from './support/signedIn';

describe('product reference images in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let product: FilterItem | undefined;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (api && product) await removeReferenceImages(api, product.id);
  });

  it("uploads a main image for a demo product from the menu tile and shows 'Check in progress'", async () => {
    ({ api } = await customerApi());
    // A product without reference images yet, so the blank the editor starts with takes the upload.
    product = await productWithoutReferenceImages(api);
    expect(product, 'a demo product without reference images').toBeDefined();

    await signInOnce(page, 'admin@acme.test');
    await openReferenceImagesEditor(page, product!);
    // The stored picture is fetched by its source through the path call of spec 3 §7.
    const picture = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/get-product-reference-image',
    );
    const saved = await saveInEditor(page, { name: 'reference.png', mimeType: 'image/png', buffer: png() });
    await page.getByText('Check in progress').first().waitFor();
    const fetched = await picture;
    expect(fetched.status()).toBe(200);
    expect(new URL(fetched.url()).searchParams.get('path')).toBe(saved.referenceImages[0]?.src);
    // The stored picture, fetched with the session's token (an <img> alone cannot send it).
    await page.locator('img[alt="reference.png"][src^="blob:"]').waitFor();
  });
});
