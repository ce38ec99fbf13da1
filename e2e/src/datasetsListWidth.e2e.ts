import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

describe('the datasets list at 1440 px in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('shows the status and the download action without scrolling sideways', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page.goto('/datasets/');
    // Acme's seeded dataset is built once the demo market data has loaded.
    const row = page.locator('tr', { hasText: 'Weekly availability and price by retailer' });
    await row.getByText('Ready', { exact: true }).waitFor({ timeout: 120_000 });
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    const widths = await table.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
    const download = row.getByRole('button', { name: /^Download / });
    const box = await download.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1440);
    const status = await row.getByText('Ready', { exact: true }).boundingBox();
    expect((status?.x ?? 0) + (status?.width ?? 0)).toBeLessThanOrEqual(1440);
  });
});
