import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import {
  type FilterItem,
  gridOf,
  png,
  productWithoutReferenceImages,
  removeReferenceImages,
} from './support/referenceImages';
import { signInOnce } from './support/signedIn';

describe('the reference image grid in Chromium', { timeout: 300_000 }, () => {
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

  it('opens a product grid from the image-similarity screen, moves an image and finds it moved after a reload', async () => {
    ({ api } = await customerApi());
    // A product without reference images, so the cells used here are empty.
    product = await productWithoutReferenceImages(api);
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

    // An image into the main cell through the cell's drawer, from the keyboard alone: Enter opens the cell, Tab
    // reaches the drawer's upload button, Enter opens the file picker (the click on the file input that opens it is
    // counted, as a file chooser event may be missed on a loaded machine) and the file goes in as the picker would.
    await cell(1).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Manage reference images').waitFor();
    const chooseButton = page.getByRole('button', { name: 'Choose an image' });
    await chooseButton.waitFor();
    const fileInput = page.getByTestId('cell-file');
    await fileInput.evaluate((input) => {
      input.addEventListener('click', (event) => {
        input.dataset.opened = 'yes';
        event.preventDefault();
      });
    });
    let tabs = 0;
    while (!(await chooseButton.evaluate((button) => button === document.activeElement)) && tabs < 10) {
      await page.keyboard.press('Tab');
      tabs += 1;
    }
    expect(await chooseButton.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(async () => fileInput.getAttribute('data-opened')).toBe('yes');
    await fileInput.setInputFiles({ name: 'main.png', mimeType: 'image/png', buffer: png(64, 0x9f) });
    await page.getByText('main.png').waitFor();
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

    // The first column, now empty, is removed from its header without a question; position 2 keeps its number and
    // its image, so the server is not asked to change anything.
    const headers = () =>
      page.getByRole('grid', { name: 'Reference image grid' }).getByRole('columnheader').allTextContents();
    expect((await headers()).map((text) => text.trim())).toEqual(['Set', '1', '2']);
    await page.getByRole('button', { name: 'Remove column 1' }).click();
    await expect.poll(async () => (await headers()).map((text) => text.trim())).toEqual(['Set', '2']);
    await cell(2).locator('[draggable="true"]').waitFor();
    expect(
      (await gridOf(api, product!.id)).find((set) => set.isDefault)!.images.map((entry) => entry.position),
    ).toEqual([2]);
  });
});
