import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { expectDrawn, openDashboard } from './support/dashboard';
import { signInOnce } from './support/signedIn';

const ACME_RETAIL = 1;

// The answers read here, as the API documents them (the e2e package does not depend on contracts).
type ProductCount = { totalCount: number };
type SelectionFilter = { id: number };
type KpiAnswer = { rawOutput: { value: number | null } };
type MappableProducts = {
  retailerProducts: { retailerName: string; shopProductId: string; productId: number | null }[];
};

/** Calls the API as admin@acme.test, signed in outside the browser. */
async function adminApi() {
  const baseUrl = inject('baseUrl');
  const login = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  return async <T>(method: string, path: string, body?: object) => {
    const response = await fetch(new URL(`/api/customer/${ACME_RETAIL}/${path}`, baseUrl), {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (await response.json()) as T;
  };
}

/** Picks the first option of the select labelled `label`; answers its title. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = openList.locator('.ant-select-item-option').first();
  await option.waitFor();
  const title = (await option.getAttribute('title')) ?? '';
  await option.click();
  await page.keyboard.press('Escape');
  await expect.poll(() => openList.count()).toBe(0);
  return title;
}

/** The number the demo dashboard's 'Availability' KPI shows, freshly drawn. */
async function dashboardAvailability(page: Page): Promise<string> {
  await page.goto(new URL('/', inject('baseUrl')).href);
  await openDashboard(page, 'Availability and price');
  const figure: Locator = page.getByRole('figure', { name: 'Availability', exact: true }).first();
  await expectDrawn(figure);
  return ((await figure.locator('[data-testid="kpi-value"]').first().textContent()) ?? '').trim();
}

const kpi = { definition: { visualizationType: 'KPI', metricId: 2, aggregationFunction: 'COUNT' }, datePreset: '30d' };

describe('product selection and mapping in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: Awaited<ReturnType<typeof adminApi>>;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    api = await adminApi();
  });

  it('counts a new filter live, saves it, and widgets follow the selection', async () => {
    const observations = async () => (await api<KpiAnswer>('POST', 'widget/get-data', kpi)).rawOutput.value;
    const before = await observations();
    await signInOnce(page, 'admin@acme.test');
    const shownBefore = await dashboardAvailability(page);
    expect(shownBefore).not.toBe('');
    await page.goto(new URL('/admin/product-selection/', inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'Product selection' }).waitFor();
    const total = page.getByLabel('Products tracked', { exact: true });
    // The saved selection is in: its count, or the word that no retailer has filters (then no count is shown).
    await page
      .getByText(/ products tracked$|^No retailer has filters/)
      .first()
      .waitFor({ timeout: 30_000 });

    const retailerName = await chooseFirst(page, 'Retailer to add');
    await page.getByRole('button', { name: 'Add retailer' }).click();
    const brand = await chooseFirst(page, `Brands at ${retailerName}`);
    await page.getByRole('button', { name: 'Add filter' }).click();

    // The screen's count is the server's count of the same draft.
    const retailers = await api<{ id: number; displayName: string }[]>('GET', 'product-selection/retailers');
    const retailerId = retailers.find((retailer) => retailer.displayName === retailerName)!.id;
    const brands = await api<{ id: number; name: string }[]>(
      'GET',
      `product-selection/retailer/${retailerId}/license-filter/available-brands`,
    );
    const brandId = brands.find((each) => brand.startsWith(`${each.name} (`))!.id;
    const expected = await api<ProductCount>('POST', 'product-selection/product-count', {
      retailerIds: [retailerId],
      filters: [{ retailerId, brands: [brandId] }],
    });
    await expect
      .poll(() => total.textContent(), { timeout: 30_000 })
      .toBe(`${expected.totalCount.toLocaleString('en')} products tracked`);

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await api<SelectionFilter[]>('GET', 'product-selection/filters')).length, { timeout: 30_000 })
      .toBe(1);
    await page.getByText('added on save', { exact: true }).waitFor({ state: 'detached' });
    const narrowed = await observations();
    expect(narrowed).toBeLessThan(before ?? 0);
    // The dashboard draws from the narrowed pairs too.
    await expect.poll(() => dashboardAvailability(page), { timeout: 60_000 }).not.toBe(shownBefore);
    await page.goto(new URL('/admin/product-selection/', inject('baseUrl')).href);
    await page.getByRole('button', { name: `Remove ${retailerName}` }).waitFor({ timeout: 30_000 });

    // Removing the retailer removes its filter; after saving, widgets count everything again.
    await page.getByRole('button', { name: `Remove ${retailerName}` }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await api<SelectionFilter[]>('GET', 'product-selection/filters')).length, { timeout: 30_000 })
      .toBe(0);
    expect(await observations()).toBe(before);
    expect(await dashboardAvailability(page)).toBe(shownBefore);
  });

  it('unmaps and maps a retailer product of a product', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page.goto(new URL('/product-mapping/', inject('baseUrl')).href);
    await page.getByRole('heading', { name: 'Product mapping' }).waitFor();
    const productName = await chooseFirst(page, 'Product');
    const items = await api<{ id: number; name: string }[]>('GET', 'dashboard/filter/products');
    const productId = items.find((item) => item.name === productName)!.id;
    const unmap = page.getByRole('button', { name: /^Unmap / }).first();
    await unmap.waitFor({ timeout: 30_000 });
    const row = page.getByRole('row').filter({ has: unmap }).first();
    const retailerName = (await row.getByRole('cell').first().textContent()) ?? '';
    const codes = (await row.locator('.ant-typography-secondary').first().textContent()) ?? '';
    const shopProductId = codes.split(' · ')[0]!;
    await unmap.click();
    const mapBack = page.getByRole('button', { name: `Map ${shopProductId} at ${retailerName}`, exact: true });
    await mapBack.waitFor({ timeout: 30_000 });
    await mapBack.click();
    const mappedRow = page.getByRole('row').filter({ hasText: shopProductId });
    await mappedRow.getByText('this product').waitFor({ timeout: 30_000 });
    // The server agrees: the page is the product's again.
    const answer = await api<MappableProducts>('GET', `mappable-products/${productId}`);
    expect(answer.retailerProducts.find((c) => c.shopProductId === shopProductId)?.productId).toBe(productId);
    // A candidate mapped to another product names that product, as the catalogue does.
    const index = answer.retailerProducts.findIndex((c) => c.productId !== null && c.productId !== productId);
    const elsewhere = answer.retailerProducts[index];
    if (!elsewhere) throw new Error('the demo suggests retailer products mapped to other products');
    const otherName = items.find((item) => item.id === elsewhere.productId)!.name;
    // The table lists the candidates in the server's order, ten a page.
    await page
      .locator('.ant-pagination')
      .getByTitle(String(Math.floor(index / 10) + 1), { exact: true })
      .click();
    const elsewhereRow = page.getByRole('row').filter({
      has: page.getByRole('button', { name: `Map ${elsewhere.shopProductId} at ${elsewhere.retailerName}` }),
    });
    await elsewhereRow.waitFor();
    expect(await elsewhereRow.getByRole('cell').nth(3).textContent()).toBe(otherName);
  });
});
