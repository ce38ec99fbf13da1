import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** Picks the first item the user may choose in the segment select labelled `label`; answers its name. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = openList.locator('.ant-select-item-option:not(.ant-select-item-option-disabled)').first();
  await option.waitFor();
  const name = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  // The closing list stays in the page while it animates out; the next select must not find it.
  await expect.poll(() => openList.count()).toBe(0);
  return name;
}

describe('saved filters in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test create a saved filter with a retailer and a brand, see it listed and rename it', async () => {
    const name = `Retailer and brand ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Saved filters', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/saved-filters/');
    await page.getByRole('heading', { name: 'Saved filters' }).waitFor();

    await page.getByRole('button', { name: 'Create filter' }).click();
    await page.waitForURL((url) => url.pathname === '/saved-filters/create/');
    await page.getByRole('heading', { name: 'Create saved filter' }).waitFor();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    expect(await chooseFirst(page, 'Retailers')).not.toBe('');
    expect(await chooseFirst(page, 'Brands')).not.toBe('');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/saved-filters/');
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Retailers 1 · Brands 1').waitFor();
    await row.getByText('Me', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    await page.waitForURL((url) => url.pathname === '/saved-filters/edit/');
    await page.getByRole('heading', { name: `Edit ${name}` }).waitFor();
    const nameField = page.getByRole('textbox', { name: 'Name', exact: true });
    await expect.poll(() => nameField.inputValue()).toBe(name);
    await nameField.fill(`${name} renamed`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/saved-filters/');
    await page.getByRole('cell', { name: `${name} renamed`, exact: true }).waitFor();
    expect(await page.getByRole('cell', { name, exact: true }).count()).toBe(0);
  });

  it('lists a product filter made of a brand under Product filters, with only the product segments in its form', async () => {
    const name = `Brand only ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Product filters', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/product-filters/');
    await page.getByRole('button', { name: 'Create filter' }).click();
    await page.getByRole('heading', { name: 'Create product filter' }).waitFor();
    expect(await page.getByLabel('Retailers', { exact: true }).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await chooseFirst(page, 'Brands');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/product-filters/');
    await page
      .getByRole('row', { name: new RegExp(name) })
      .getByText('Brands 1')
      .waitFor();
  });
});
