import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, pageErrors, useBrowser } from './support/browser';
import { expectDrawn, openDashboard } from './support/dashboard';
import { openDetails, productDialog } from './support/productDetails';
import { signInOnce } from './support/signedIn';

/** What these tests read of the details call (contracts' productDetailsSchema), to check the dialog against. */
interface RetailerDetail {
  retailerName: string;
  countryCode: string;
  sellingPrice: number | null;
  reviewCount: number | null;
}
interface Details {
  productName: string;
  infoAvailable: boolean;
  dateFrom: string;
  dateTo: string;
  retention: { minDate: string; maxDate: string };
  retailerDetails: RetailerDetail[];
}

/** The dialog's warning when no retailer has a page of the product in the period (contracts' messages). */
const UNAVAILABLE = 'Product information unavailable.';

/** The spec's tabs in their order (contracts' productDetailsTabs). */
const TABS = [
  'Summary',
  'Price & Availability',
  'Promotions',
  'Page Content',
  'Customer reviews',
  'Awards',
  'Search results',
  'Category listings',
  'PDP',
  'Trends',
];

/** Detail tables show all their rows up to ten and page by ten above (spec 3 §9). */
const PAGE_SIZE = 10;

/**
 * The details call as the dialog makes it for the address the page is on (product, period, widget), asked of the
 * server directly with the signed-in user's token: what the dialog must show.
 */
async function detailsOfAddress(page: Page): Promise<Details> {
  const search = new URL(page.url()).searchParams;
  const query = new URLSearchParams();
  const names = { productDateFrom: 'dateFrom', productDateTo: 'dateTo', productWidgetId: 'widgetId' } as const;
  for (const [param, name] of Object.entries(names)) {
    const value = search.get(param);
    if (value) query.set(name, value);
  }
  const path = `products/get-details/${search.get('product')}?${query.toString()}`;
  const { status, body } = await page.evaluate(async (detailsPath) => {
    const response = await fetch(`/api/customer/${localStorage.getItem('activeCustomerId')}/${detailsPath}`, {
      headers: { authorization: `Bearer ${localStorage.getItem('token')}` },
    });
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
  expect(status).toBe(200);
  return (body as { rawOutput: Details }).rawOutput;
}

/** Waits for the dialog to show the product's details: its name as the title, then its header image decoded. */
async function expectDetailsShown(dialog: Locator, details: Details) {
  await expect
    .poll(async () => (await dialog.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
    .toBe(details.productName);
  const image = dialog.getByRole('img', { name: details.productName }).first();
  await image.waitFor({ timeout: 60_000 });
  // A real picture from the product images module: decoded with a width, not a broken or placeholder image.
  await expect
    .poll(async () => image.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
}

/** The digits of a price as any currency format writes them with two decimals ('€1,234.50' → '123450'). */
const priceDigits = (price: number) => Math.round(price * 100).toString();

/** The rows of the open tab's first table. */
const tableRows = (panel: Locator) => panel.locator('.ant-table-tbody tr.ant-table-row');

async function chooseTab(dialog: Locator, name: string): Promise<Locator> {
  await dialog.getByRole('tab', { name, exact: true }).click();
  const panel = dialog.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor({ timeout: 60_000 });
  return panel;
}

/** Summary: a row per retailer (up to a page) with its price. */
async function checkSummary(dialog: Locator, details: Details) {
  const panel = await chooseTab(dialog, 'Summary');
  const rows = tableRows(panel);
  const retailers = details.retailerDetails.slice(0, PAGE_SIZE);
  await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBe(retailers.length);
  const priceColumn = await panel
    .locator('.ant-table-thead th')
    .evaluateAll((cells) => cells.findIndex((cell) => cell.textContent?.trim() === 'Price'));
  expect(priceColumn).toBeGreaterThan(0);
  const prices = await rows.evaluateAll(
    (trs, column) => trs.map((tr) => tr.querySelectorAll('td')[column]?.textContent ?? ''),
    priceColumn,
  );
  expect(prices.map((text) => text.replace(/\D/g, ''))).toEqual(
    retailers.map((retailer) => (retailer.sellingPrice === null ? '' : priceDigits(retailer.sellingPrice))),
  );
}

/** Customer reviews: each retailer's number of reviews, written with thousands separators. */
async function checkReviews(dialog: Locator, details: Details) {
  const panel = await chooseTab(dialog, 'Customer reviews');
  const rows = tableRows(panel);
  const retailers = details.retailerDetails.slice(0, PAGE_SIZE);
  await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBe(retailers.length);
  const counts = await rows.evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? ''));
  expect(counts).toEqual(
    retailers.map((retailer) => (retailer.reviewCount === null ? '-' : retailer.reviewCount.toLocaleString('en-US'))),
  );
}

/** The tabs whose content is a table of the retailers' pages: each draws it, with a row or its empty note. */
async function checkTable(dialog: Locator, name: string) {
  const panel = await chooseTab(dialog, name);
  await panel.locator('.ant-table').first().waitFor({ timeout: 60_000 });
  await expect
    .poll(async () => (await tableRows(panel).count()) + (await panel.locator('.ant-table-placeholder').count()), {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
}

const retailerHeading = (retailer: RetailerDetail) => `${retailer.retailerName} (${retailer.countryCode})`;

/** The PDP tab's column headings after the attribute column. */
async function pdpColumns(panel: Locator): Promise<string[]> {
  const headings = await panel.locator('.ant-table-thead th').allTextContents();
  return headings.slice(1).map((text) => text.trim());
}

/** PDP: the first four retailers side by side; the settings menu changes the retailers and the attributes. */
async function checkPdp(page: Page, dialog: Locator, details: Details) {
  const panel = await chooseTab(dialog, 'PDP');
  await panel.locator('.ant-table').waitFor({ timeout: 60_000 });
  const shown = details.retailerDetails.slice(0, 4).map(retailerHeading);
  await expect.poll(async () => pdpColumns(panel)).toEqual(shown);

  await panel.getByRole('button', { name: 'Settings' }).click();
  const menu = page.locator('.ant-popover').filter({ hasText: 'Attributes' });
  await menu.waitFor();
  // Unticking the first retailer drops its column; the others keep their order.
  await menu.getByRole('checkbox', { name: shown[0], exact: true }).uncheck();
  await expect.poll(async () => pdpColumns(panel)).toEqual(shown.slice(1));
  // A retailer beyond the first four, when there is one, joins in the details' order.
  const fifth = details.retailerDetails[4];
  if (fifth) {
    await menu.getByRole('checkbox', { name: retailerHeading(fifth), exact: true }).check();
    await expect.poll(async () => pdpColumns(panel)).toEqual([...shown.slice(1), retailerHeading(fifth)]);
  }

  const attributeRows = panel.locator('.ant-table-tbody tr.ant-table-row');
  const attributeCount = await attributeRows.count();
  expect(attributeCount).toBeGreaterThan(1);
  const firstAttribute = ((await attributeRows.first().locator('td').first().textContent()) ?? '').trim();
  await menu.getByRole('checkbox', { name: firstAttribute, exact: true }).uncheck();
  await expect.poll(async () => attributeRows.count()).toBe(attributeCount - 1);
  expect(await attributeRows.locator('td:first-child').allTextContents()).not.toContain(firstAttribute);
  await menu.getByRole('checkbox', { name: 'Select all' }).check();
  await expect.poll(async () => attributeRows.count()).toBe(attributeCount);
  await panel.getByRole('button', { name: 'Settings' }).click();
}

/** Trends: a metric button asks for its trend, which the tab draws as a chart. */
async function checkTrends(dialog: Locator) {
  const panel = await chooseTab(dialog, 'Trends');
  // antd's button radios hide their input: the label is what a user clicks.
  await panel
    .locator('label')
    .filter({ hasText: /^Selling price$/ })
    .click();
  await expect.poll(async () => panel.getByRole('radio', { name: 'Selling price' }).isChecked()).toBe(true);
  await panel.locator('canvas').first().waitFor({ timeout: 60_000 });
  await expect.poll(async () => panel.locator('.ant-alert-error').count()).toBe(0);
}

describe('the product details overlay in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  /** Errors the page logged or threw: the dialog and its tabs must work without any. */
  let errors: string[];

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    errors = pageErrors(page);
    await signInOnce(page, 'admin@acme.test');
  });

  afterEach(async () => {
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('opens from a data table row, shows every tab on the real product and stays open on reload', async () => {
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: 'Product prices and stock' });
    await expectDrawn(widget);
    await openDetails(page, widget.getByRole('button', { name: 'View product details' }).first());
    const dialog = productDialog(page);
    await dialog.waitFor({ timeout: 60_000 });
    const address = new URL(page.url()).searchParams;
    expect(address.get('product')).toMatch(/^\d+$/);
    const details = await detailsOfAddress(page);
    expect(details.infoAvailable).toBe(true);
    await expectDetailsShown(dialog, details);

    await checkSummary(dialog, details);
    for (const name of ['Price & Availability', 'Promotions', 'Page Content']) await checkTable(dialog, name);
    await checkReviews(dialog, details);
    for (const name of ['Awards', 'Search results', 'Category listings']) await checkTable(dialog, name);
    await checkPdp(page, dialog, details);
    await checkTrends(dialog);
    expect(await dialog.getByRole('tab').allTextContents()).toEqual(TABS);
    await expect.poll(async () => dialog.locator('.ant-alert-error').count()).toBe(0);

    // The address is the state: a reload opens the same product on the same tab.
    await page.reload();
    await dialog.waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('product')).toBe(address.get('product'));
    await expectDetailsShown(dialog, details);
    await expect
      .poll(async () => dialog.getByRole('tab', { name: 'Trends' }).getAttribute('aria-selected'))
      .toBe('true');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    const search = new URL(page.url()).searchParams;
    expect(search.has('product')).toBe(false);
    expect(search.has('productDateFrom')).toBe(false);
  });

  it('says the product information is unavailable over a period without any page of the product', async () => {
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: 'Product prices and stock' });
    await expectDrawn(widget);
    await openDetails(page, widget.getByRole('button', { name: 'View product details' }).first());
    const dialog = productDialog(page);
    const productId = new URL(page.url()).searchParams.get('product');
    const current = await detailsOfAddress(page);
    expect(current.infoAvailable).toBe(true);
    await expectDetailsShown(dialog, current);
    expect(await dialog.getByText(UNAVAILABLE).count()).toBe(0);

    // The oldest day the customer's data retention allows lies before the demo's first observed day: the product
    // had no page anywhere then, as for a widget drawn over days before the product was tracked.
    const day = current.retention.minDate;
    await page.goto(`/?product=${productId}&productDateFrom=${day}&productDateTo=${day}`);
    await dialog.waitFor({ timeout: 60_000 });
    const details = await detailsOfAddress(page);
    expect([details.dateFrom, details.dateTo, details.infoAvailable]).toEqual([day, day, false]);
    await expect
      .poll(async () => (await dialog.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
      .toBe(current.productName);
    await dialog.getByRole('alert').filter({ hasText: UNAVAILABLE }).waitFor({ timeout: 60_000 });
    // The tabs stay, with no retailer to show.
    const panel = dialog.getByRole('tabpanel', { name: 'Summary', exact: true });
    await panel.locator('.ant-table-placeholder').waitFor({ timeout: 60_000 });
    expect(await tableRows(panel).count()).toBe(0);
  });

  it('opens from a product overview card’s product name on the card’s product', async () => {
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: 'Products not always in stock' });
    await expectDrawn(widget);
    const card = widget.getByRole('article').first();
    const name = await card.getAttribute('aria-label');
    await openDetails(page, card.getByRole('button', { name: name ?? '', exact: true }));
    const dialog = productDialog(page);
    await dialog.waitFor({ timeout: 60_000 });
    const details = await detailsOfAddress(page);
    expect(details.productName).toBe(name);
    await expectDetailsShown(dialog, details);
    await checkSummary(dialog, details);
  });

  it('opens from a row of a click-through list, over the list', async () => {
    await openDashboard(page, 'Competition by retailer');
    const widget = page.getByRole('figure', { name: 'Retailer performance' });
    await expectDrawn(widget);
    const retailerRow = widget.locator('tbody tr[tabindex="0"]').first();
    const retailer = ((await retailerRow.locator('td').first().textContent()) ?? '').trim();
    await retailerRow.click();
    await page.getByRole('dialog', { name: retailer }).getByRole('button', { name: 'Show products' }).click();

    const list = page.getByRole('dialog').filter({ has: page.locator('.ant-table') });
    const rows = list.locator('tbody tr.ant-table-row');
    await expect.poll(async () => rows.count(), { timeout: 60_000 }).toBeGreaterThan(0);
    const product = ((await rows.first().locator('td').first().textContent()) ?? '').trim();
    await openDetails(page, rows.first().getByRole('button', { name: 'View product details' }));
    const dialog = productDialog(page);
    await dialog.waitFor({ timeout: 60_000 });
    const details = await detailsOfAddress(page);
    expect(details.productName).toBe(product);
    await expectDetailsShown(dialog, details);
    await checkSummary(dialog, details);
    // The product is at the retailer the list was opened on.
    expect(details.retailerDetails.map((detail) => detail.retailerName)).toContain(retailer);
  });

  it('opens from a link on a real product and closes by taking the product off the address', async () => {
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: 'Product prices and stock' });
    await expectDrawn(widget);
    await openDetails(page, widget.getByRole('button', { name: 'View product details' }).first());
    await productDialog(page).waitFor({ timeout: 60_000 });
    const productId = new URL(page.url()).searchParams.get('product');

    // A shared link: the product alone, on another screen.
    await page.goto(`/?product=${productId}`);
    const dialog = productDialog(page);
    await dialog.waitFor({ timeout: 60_000 });
    const details = await detailsOfAddress(page);
    await expectDetailsShown(dialog, details);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('product')).toBe(false);
  });
});
