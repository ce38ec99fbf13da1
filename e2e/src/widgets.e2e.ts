import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

/** The ten demo widgets of Acme Retail (apps/api seed), one of every type. */
const DEMO_WIDGETS = [
  'Availability',
  'Selling price by retailer',
  'Price index by brand',
  'Rating by brand',
  'Products not always in stock',
  'Product prices and stock',
  'Availability by retailer and brand',
  'Retailer performance',
  'How to read these widgets',
  'Image similarity by retailer',
];

/** Waits until the preview has drawn: no longer busy, and neither an empty state nor a warning. */
async function expectDrawn(preview: Locator) {
  await preview.waitFor();
  await expect.poll(async () => preview.getAttribute('aria-busy'), { timeout: 30_000 }).toBe('false');
  await expect.poll(async () => preview.locator('.ant-skeleton').count(), { timeout: 30_000 }).toBe(0);
  expect(await preview.locator('.ant-alert').count()).toBe(0);
  // Something was drawn: a chart, a table, cards or text.
  expect(await preview.locator('svg, canvas, table, .ant-card, .ant-statistic, .ant-typography').count()).toBeGreaterThan(0);
}

async function openWidgets(page: Page) {
  await signIn(page, 'admin@acme.test');
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/widgets/');
  await page.getByRole('heading', { name: 'Widgets' }).waitFor();
}

// Ten live previews against a cold server on a shared two-core machine: each test gets three minutes.
describe('widgets in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lists the demo widgets of every type, each drawing live data', async () => {
    await openWidgets(page);
    for (const name of DEMO_WIDGETS) {
      const card = page.getByRole('article', { name, exact: true });
      await card.waitFor({ timeout: 60_000 });
      await expectDrawn(card.getByRole('figure', { name: `Preview of ${name}` }));
    }
  });

  it('creates a widget in the editor, sees it draw, shares it and deletes it', async () => {
    const name = `Stock at a glance ${Date.now().toString(36)}`;
    await openWidgets(page);
    await page.getByRole('button', { name: 'New widget' }).click();
    await page.waitForURL('**/widgets/edit/');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('combobox', { name: 'Metric' }).click();
    await page.getByTitle('Availability', { exact: true }).click();
    // The unsaved draft draws beside the form.
    await expectDrawn(page.getByRole('figure', { name: 'Widget preview' }));
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/widgets/');

    const card = page.getByRole('article', { name, exact: true });
    await expectDrawn(card.getByRole('figure', { name: `Preview of ${name}` }));
    await card.getByText('Not shared').waitFor();

    await card.getByRole('button', { name: `Share ${name}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Share with' }).click();
    await page.getByTitle(/Andy Analyst/).click();
    // Closes the member list so it no longer covers the dialog's buttons.
    await dialog.getByText('People you share with').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await card.getByText('Shared with 1').waitFor();

    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await card.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('article', { name: 'Availability', exact: true }).waitFor();
    expect(await page.getByRole('article', { name, exact: true }).count()).toBe(0);
  });
});
