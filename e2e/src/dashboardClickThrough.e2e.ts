import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectDrawn, openDashboard } from './support/dashboard';
import { signInOnce } from './support/signedIn';

/** The details dialog title of spec 2 §2: 'N products', 'N products with Y out of X reviews', or none found. */
const DETAILS_TITLE = /^(1 product|\d+ products)( with \d+ out of \d+ reviews)?$|^No products found\.$/;

describe('click-through on dashboard widgets in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
  });

  it('opens the products behind a clicked retailer, and the dashboard the widget links to for that retailer', async () => {
    await openDashboard(page, 'Competition by retailer');
    // Retailer performance links its retailers to "Availability and price" (seed).
    const widget = page.getByRole('figure', { name: 'Retailer performance' });
    await expectDrawn(widget);
    const row = widget.locator('tbody tr[tabindex="0"]').first();
    const retailer = ((await row.locator('td').first().textContent()) ?? '').trim();
    expect(retailer).not.toBe('');

    await row.click();
    const menu = page.getByRole('dialog', { name: retailer });
    await menu.getByRole('button', { name: `Filter dashboard by ${retailer}` }).waitFor();
    await menu.getByRole('button', { name: 'Show products' }).click();

    const details = page.getByRole('dialog').filter({ has: page.locator('.ant-table') });
    await expect
      .poll(async () => (await details.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
      .toMatch(DETAILS_TITLE);
    const title = ((await details.locator('.ant-modal-title').textContent()) ?? '').trim();
    expect(title).not.toBe('No products found.');
    const rows = details.locator('tbody tr.ant-table-row');
    await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    // Every product row is at the clicked retailer.
    const retailers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent));
    expect(new Set(retailers)).toEqual(new Set([retailer]));
    await details.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => details.count()).toBe(0);

    await row.click();
    await page
      .getByRole('dialog', { name: retailer })
      .getByRole('button', { name: 'Open Availability and price' })
      .click();
    await page.getByRole('heading', { name: 'Availability and price', level: 1 }).waitFor({ timeout: 60_000 });
    const address = new URL(page.url());
    expect(address.pathname).toBe('/dashboards/view/');
    // The view keeps cross-filters in its address as `xf=<item key>~<label>`.
    const label = retailer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    expect(address.searchParams.getAll('xf')).toContainEqual(
      expect.stringMatching(new RegExp(`^retailer:\\d+~${label}$`)),
    );
  });

  it('opens the products behind a clicked bar, counting the reviews behind it out of the widget’s', async () => {
    await openDashboard(page, 'Reviews and ratings');
    // The widget's figure (the chart inside it happens to be named the same: 'Rating' by retailer).
    const widget = page.getByRole('figure', { name: 'Rating by retailer' }).first();
    await expectDrawn(widget);
    const chart = widget.locator('canvas').first();
    await chart.waitFor();
    const box = await chart.boundingBox();
    if (!box) throw new Error('the bar chart has no box');
    // The first bar's row starts below the 30 px legend margin; anywhere on the row counts.
    await page.mouse.click(box.x + box.width * 0.6, box.y + 36);
    const menu = page.getByRole('dialog');
    await menu.getByRole('button', { name: 'Show products' }).waitFor();
    const retailer = ((await menu.locator('.ant-modal-title').textContent()) ?? '').trim();
    expect(retailer).not.toBe('');
    await menu.getByRole('button', { name: 'Show products' }).click();

    const details = page.getByRole('dialog').filter({ has: page.locator('.ant-table') });
    await expect
      .poll(async () => (await details.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
      .toMatch(/^(1 product|\d+ products) with \d+ out of \d+ reviews$/);
    const rows = details.locator('tbody tr.ant-table-row');
    await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const retailers = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent));
    expect(new Set(retailers)).toEqual(new Set([retailer]));
  });
});
