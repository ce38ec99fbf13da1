import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectDrawn, openDashboard } from './support/dashboard';
import { signInOnce } from './support/signedIn';

/** The number a KPI widget shows. */
const kpiValue = async (figure: Locator) =>
  ((await figure.locator('[data-testid="kpi-value"]').first().textContent()) ?? '').trim();

describe('dashboard filters in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
  });

  it('redraws widgets with a retailer on Apply, and a link to the view opens with it applied', async () => {
    await openDashboard(page, 'Availability and price');
    const kpi = page.getByRole('figure', { name: 'Availability', exact: true }).first();
    await expectDrawn(kpi);
    const before = await kpiValue(kpi);
    expect(before).not.toBe('');

    const bar = page.getByRole('search', { name: 'Filters' });
    await bar.getByRole('combobox', { name: 'Retailers' }).click();
    const kaufhalle = page.locator('.ant-select-dropdown').getByTitle('Kaufhalle (Germany)', { exact: true }).first();
    await kaufhalle.waitFor({ timeout: 30_000 });
    await kaufhalle.dispatchEvent('click');
    // A multi-select stays open after a choice; close it so it does not cover Apply.
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filterRetailerIds')).toMatch(/^\d+$/);
    await expect.poll(async () => kpiValue(kpi), { timeout: 60_000 }).not.toBe(before);
    const filtered = await kpiValue(kpi);

    const other = await newPage(browser(), inject('baseUrl'));
    await signInOnce(other, 'admin@acme.test');
    await other.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    const link = new URL(page.url());
    await other.goto(`${link.pathname}${link.search}`);
    const otherKpi = other.getByRole('figure', { name: 'Availability', exact: true }).first();
    await expectDrawn(otherKpi);
    await expect.poll(async () => kpiValue(otherKpi), { timeout: 60_000 }).toBe(filtered);
    await other
      .getByRole('search', { name: 'Filters' })
      .locator('.ant-select-selection-item[title="Kaufhalle (Germany)"]')
      .waitFor({ timeout: 10_000 });
    await other.context().close();
  });

  it('redraws widgets with a saved filter on Apply', async () => {
    await openDashboard(page, 'Availability and price');
    // Of the demo's KPIs this one differs visibly between all countries and Germany alone.
    const kpi = page.getByRole('figure', { name: 'Availability last 7 days', exact: true }).first();
    await expectDrawn(kpi);
    const before = await kpiValue(kpi);
    expect(before).not.toBe('');

    const bar = page.getByRole('search', { name: 'Filters' });
    await bar.getByRole('combobox', { name: 'Saved filters' }).click();
    const germany = page.locator('.ant-select-dropdown').getByTitle('Germany', { exact: true }).first();
    await germany.waitFor({ timeout: 30_000 });
    await germany.dispatchEvent('click');
    await page.keyboard.press('Escape');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('savedFilterIds')).toMatch(/^\d+$/);
    await expect.poll(async () => kpiValue(kpi), { timeout: 60_000 }).not.toBe(before);
  });

  it('filters every widget by a clicked bar, shown as a chip, and removing the chip brings the numbers back', async () => {
    await openDashboard(page, 'Reviews and ratings');
    const brands = page.getByRole('figure', { name: 'Rating by brand' }).first();
    const retailers = page.getByRole('figure', { name: 'Rating by retailer' }).first();
    await expectDrawn(brands);
    await expectDrawn(retailers);
    // Compared as the live charts draw them: each chart shows the server's picture of it first.
    await retailers.locator('[data-chart] canvas').waitFor({ timeout: 60_000 });
    await brands.locator('[data-chart] canvas').waitFor({ timeout: 60_000 });
    await page.mouse.move(0, 0);
    const unfiltered = await retailers.screenshot();

    // Click down the brand bars' rows until one opens the item menu.
    const canvas = brands.locator('canvas').first();
    const box = await canvas.boundingBox();
    if (!box) throw new Error('The bar chart has no canvas.');
    const menu = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: /^Filter dashboard by / }) });
    for (let y = 20; y < box.height && (await menu.count()) === 0; y += 12) {
      await canvas.click({ position: { x: box.width * 0.6, y } });
      // A click off the bars opens nothing: the next row is tried once the menu has had its moment to open.
      await menu.waitFor({ state: 'attached', timeout: 150 }).catch(() => undefined);
    }
    const filterButton = menu.getByRole('button', { name: /^Filter dashboard by / }).first();
    const brand = ((await filterButton.textContent()) ?? '').replace('Filter dashboard by ', '').trim();
    await filterButton.click();

    const chips = page.getByRole('group', { name: 'Cross-filters' });
    await chips.getByText(`Brand: ${brand}`).waitFor({ timeout: 10_000 });
    expect(new URL(page.url()).searchParams.getAll('xf')).toContainEqual(expect.stringMatching(/^brand:\d+~/));
    await expectDrawn(retailers);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await retailers.screenshot()).equals(unfiltered), { timeout: 60_000 }).toBe(false);

    await chips.getByRole('button', { name: `Remove Brand: ${brand}` }).click();
    await expect.poll(async () => chips.getByText(`Brand: ${brand}`).count()).toBe(0);
    await page.mouse.move(0, 0);
    await expect.poll(async () => (await retailers.screenshot()).equals(unfiltered), { timeout: 60_000 }).toBe(true);
  });
});
