import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** What the predicate below reads in the page (this package has no DOM types). */
type PageGlobals = { localStorage: { getItem(key: string): string | null } };

const CSV = 'day,retailer,gtin,listed\n2025-06-01,unknown-retailer,4006381333931,true\n';

async function activeCustomerId(page: Page): Promise<string> {
  // A function, not a string: a string predicate would need eval in the page, which the app's CSP refuses.
  await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).localStorage.getItem('activeCustomerId') !== null,
  );
  return (await page.evaluate<string | null>('localStorage.getItem("activeCustomerId")')) as string;
}

/** An ingestion call as a partner's system makes it: plain HTTP with the token, no browser. */
function ingestWith(token: string, customerId: string) {
  return fetch(`${inject('baseUrl')}/api/customer/${customerId}/ingest`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: CSV,
  });
}

describe('partner integration and retailer configuration in Chromium', () => {
  const browser = useBrowser();
  let page: Page;
  let customerId: string;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    customerId = await activeCustomerId(page);
  });

  it('creates a token shown once, ingests with it over HTTP, and refuses it once revoked', async () => {
    const name = `Warehouse feed ${Date.now()}`;
    await page.goto('/partner-integration/');
    await page.getByRole('heading', { name: 'Partner integration' }).waitFor();
    await page.getByRole('button', { name: 'New token' }).click();
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByLabel('New token', { exact: true });
    await shown.waitFor();
    const token = (await shown.textContent())?.trim() ?? '';
    expect(token).toMatch(/^ssp_/);
    await page.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText(`${token.slice(0, 12)}…`).waitFor();

    const accepted = await ingestWith(token, customerId);
    expect(accepted.status).toBe(202);
    const job = (await accepted.json()) as { id: string; format: string };
    expect(job.format).toBe('csv');
    const progress = await fetch(`${inject('baseUrl')}/api/customer/${customerId}/ingest/${job.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(progress.status).toBe(200);

    await row.getByRole('button', { name: `Revoke ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText(/^Revoked /).waitFor();
    await expect.poll(async () => (await ingestWith(token, customerId)).status).toBe(401);
  });

  it('saves a tracked retailer’s tracking limit, seen again after a reload', async () => {
    await page.goto('/retailer-configuration/');
    await page.getByRole('heading', { name: 'Retailer configuration' }).waitFor();
    const limit = page.getByRole('spinbutton', { name: /^Tracking limit of / }).first();
    await limit.waitFor();
    const label = (await limit.getAttribute('aria-label')) as string;
    const before = await limit.inputValue();
    const changed = String(Number(before) + 7);
    const saved = page.waitForResponse(
      (response) => response.request().method() === 'PATCH' && response.url().includes('/retailer-configuration/'),
    );
    await limit.fill(changed);
    await limit.blur();
    expect((await saved).status()).toBe(200);

    await page.reload();
    const again = page.getByRole('spinbutton', { name: label });
    await expect.poll(() => again.inputValue()).toBe(changed);
    // Back as it was, for the other tests on this server.
    const restored = page.waitForResponse((response) => response.request().method() === 'PATCH');
    await again.fill(before);
    await again.blur();
    expect((await restored).status()).toBe(200);
  });
});
