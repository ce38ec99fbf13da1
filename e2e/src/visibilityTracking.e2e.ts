import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

interface StoredKeyword {
  id: number;
  name: string;
  link: string | null;
}

describe('visibility tracking in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let retailerId: string | null = null;
  const keyword = `frothing jug ${Date.now().toString(36)}`;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (!api || !retailerId) return;
    const stored = await api<StoredKeyword[]>('GET', `visibility-tracking/retailer/${retailerId}/keywords`);
    const made = stored.filter((entry) => entry.name === keyword).map((entry) => entry.id);
    if (made.length > 0) await api('POST', `visibility-tracking/retailer/${retailerId}/keyword/delete`, { ids: made });
  });

  it('lets admin@acme.test add a keyword at a retailer from the menu tile, see it listed and read it back', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Visibility tracking', exact: true })
      .click();
    await page.getByRole('heading', { name: 'Visibility tracking' }).waitFor();
    // Without ?id= the screen puts its first retailer in the address.
    await page.waitForURL((url) => url.pathname === '/visibility-tracking/' && url.searchParams.has('id'));
    retailerId = new URL(page.url()).searchParams.get('id');

    await page.getByRole('textbox', { name: 'New keywords' }).fill(keyword);
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/keyword/create'),
    );
    await page.getByRole('button', { name: 'Add keywords' }).click();
    expect((await created).status()).toBe(200);
    const row = page.getByRole('row', { name: new RegExp(keyword) });
    await row.waitFor();
    await row
      .getByRole('button', { name: `Remove ${keyword}` })
      .and(page.locator(':enabled'))
      .waitFor();

    ({ api } = await customerApi());
    const stored = await api<StoredKeyword[]>('GET', `visibility-tracking/retailer/${retailerId}/keywords`);
    const entry = stored.find((candidate) => candidate.name === keyword);
    expect(entry).toBeDefined();
    // The link the row shows is the one the server builds from the retailer's template.
    expect(entry!.link).toContain(encodeURIComponent(keyword));
    await row.getByRole('link', { name: entry!.link! }).waitFor();
  });
});
