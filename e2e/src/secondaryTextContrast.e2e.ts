import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** WCAG 2.x contrast of a computed CSS colour ('rgb(…)' or 'rgba(…)'), drawn on white, against white. */
function contrastOnWhite(cssColor: string): number {
  const [red = 0, green = 0, blue = 0, alpha = 1] = (cssColor.match(/[\d.]+/g) ?? []).map(Number);
  const linear = (channel: number) => {
    const value = (channel * alpha + 255 * (1 - alpha)) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
  return 1.05 / (luminance + 0.05);
}

/** The computed colours of the secondary and description texts inside an open dialog or drawer. */
async function secondaryColours(container: Locator): Promise<string[]> {
  return container
    .locator('.ant-typography-secondary, .ant-list-item-meta-description')
    .evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).color));
}

async function expectReadable(container: Locator) {
  const colours = await secondaryColours(container);
  expect(colours.length).toBeGreaterThan(0);
  for (const colour of colours) expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
}

describe('secondary text in open dialogs and drawers in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('reaches WCAG AA contrast in the notifications drawer', async () => {
    await signInOnce(page, 'analyst@acme.test');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    await drawer.getByRole('listitem').first().waitFor({ timeout: 60_000 });
    await expectReadable(drawer);
  });

  it('reaches WCAG AA contrast in the date-range dialog', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    const name = 'Availability and price';
    await page.getByRole('list', { name: 'Dashboards on Home' }).getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
    await page.locator('button[aria-haspopup="dialog"]').first().click();
    const dialog = page.getByRole('dialog', { name: 'Date range' });
    await dialog.getByText(/^Data is available from/).waitFor();
    await expectReadable(dialog);
  });

  it('reaches WCAG AA contrast in the click-through menu and the details dialog', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    const name = 'Competition by retailer';
    await page.getByRole('list', { name: 'Dashboards on Home' }).getByRole('link', { name }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
    const widget = page.getByRole('figure', { name: 'Retailer performance' });
    const row = widget.locator('tbody tr[tabindex="0"]').first();
    await row.waitFor({ timeout: 60_000 });
    await row.click();
    const menu = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Show products' }) });
    // The menu holds buttons only; its close icon takes the secondary colour too.
    const closeIcon = await menu.locator('.ant-modal-close').evaluate((node) => getComputedStyle(node).color);
    expect(contrastOnWhite(closeIcon), closeIcon).toBeGreaterThanOrEqual(4.5);
    await menu.getByRole('button', { name: 'Show products' }).click();
    const details = page.getByRole('dialog').filter({ has: page.locator('.ant-table') });
    await details.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 60_000 });
    await expectReadable(details);
  });
});
