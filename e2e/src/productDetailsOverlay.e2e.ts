import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

describe('the product details overlay in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signIn(page, 'analyst@acme.test');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens from a link, stays open on reload and closes by leaving the address', async () => {
    await page.goto('/?product=123&productDateFrom=2026-11-01');
    const dialog = page.getByRole('dialog', { name: 'Product 123' });
    await dialog.waitFor();
    await page.reload();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const search = new URL(page.url()).searchParams;
    expect(search.has('product')).toBe(false);
    expect(search.has('productDateFrom')).toBe(false);
  });
});
