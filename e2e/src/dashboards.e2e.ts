import type { Locator, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** The Home tab of Acme Retail's admin (apps/api seed). */
const DEMO_DASHBOARDS = [
  'Availability and price',
  'Content and DCC',
  'Reviews and ratings',
  'Competition by retailer',
] as const;

/** Waits until a widget has drawn: no longer busy, no skeleton, something drawn and no warning. */
async function expectDrawn(figure: Locator) {
  await figure.waitFor({ timeout: 60_000 });
  await expect.poll(async () => figure.getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');
  await expect
    .poll(async () => figure.locator('.ant-skeleton, [data-widget-placeholder]').count(), { timeout: 60_000 })
    .toBe(0);
  await expect
    .poll(async () =>
      figure
        .locator('svg, canvas, table, .ant-card, .ant-statistic, .ant-typography, [data-testid="kpi-value"]')
        .count(),
    )
    .toBeGreaterThan(0);
  expect(await figure.locator('.ant-alert').count()).toBe(0);
}

/** The link to a dashboard in the list of all dashboards, once shown (the page has just signed in). */
async function dashboardLink(page: Page, name: string): Promise<Locator> {
  // Sign-in ends on Home; going elsewhere before it got there would be overtaken by that navigation.
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
  await page.goto('/dashboards/');
  // The list of all dashboards: a home tab's list may be a hidden pane once another test moved dashboards.
  const link = page.getByRole('region', { name: 'All dashboards' }).getByRole('link', { name, exact: true });
  await link.waitFor({ timeout: 60_000 });
  return link;
}

/** Picks an option of an antd select by the select's accessible name and the option's text. */
async function pick(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select, exact: true });
  await combobox.click();
  // A searchable select is narrowed to the option wanted; the others are read-only.
  if ((await combobox.getAttribute('readonly')) === null) await combobox.fill(option);
  const list = await combobox.getAttribute('aria-controls');
  const choice = page.locator(`.ant-select-dropdown:has([id="${list}"])`).getByTitle(option, { exact: true }).first();
  await choice.waitFor();
  // The option's click event selects it, without waiting for the dropdown to stand still.
  await choice.dispatchEvent('click');
}

/**
 * Records the body of every get-data request of the page, sent alone or in a batch (each of a batch's requests
 * counts), and how many were sent alone and in how many batches, from inside the page: Chromium does not report
 * the body of a fetch made with a Request object to the test. Read them with `dataRequests(page)` and `dataCalls(page)`.
 */
async function recordDataRequests(page: Page) {
  // A script for the page, in plain JavaScript: this package has no DOM types.
  await page.addInitScript(`
    window.widgetDataRequests = [];
    window.widgetDataBatches = 0;
    window.widgetDataAlone = 0;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path.endsWith('/widget/get-data')) {
        window.widgetDataAlone += 1;
        window.widgetDataRequests.push(JSON.parse(await request.clone().text()));
      }
      if (request.method === 'POST' && path.endsWith('/widget/get-data/batch')) {
        window.widgetDataBatches += 1;
        window.widgetDataRequests.push(...JSON.parse(await request.clone().text()).requests);
      }
      return original(request);
    };
  `);
}

interface DataRequest {
  dashboardId?: number;
  dashboardWidgetId?: number;
  datePreset?: string;
  applyRetailerAssortment?: boolean;
}
const dataRequests = async (page: Page) => ((await page.evaluate('window.widgetDataRequests')) ?? []) as DataRequest[];
const dataCalls = async (page: Page) =>
  (await page.evaluate('({ alone: window.widgetDataAlone, batches: window.widgetDataBatches })')) as {
    alone: number;
    batches: number;
  };

describe('dashboards in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await recordDataRequests(page);
    await signInOnce(page, 'admin@acme.test');
  });

  it('lands on the home tab, lists the demo dashboards, builds a dashboard of two groups by drag and drop, and shares it read-only', async () => {
    // Home after sign-in: the chosen home tab with its dashboards.
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    const homeTab = page.getByRole('list', { name: 'Dashboards on Home' });
    for (const name of DEMO_DASHBOARDS) await homeTab.getByRole('link', { name }).waitFor();

    await page.goto('/dashboards/');
    const all = page.getByRole('region', { name: 'All dashboards' });
    for (const name of DEMO_DASHBOARDS) await all.getByRole('link', { name, exact: true }).waitFor();

    await page.getByRole('button', { name: 'New dashboard' }).click();
    await page.waitForURL('**/dashboards/edit/');
    const name = `Weekly review ${Date.now()}`;
    // By its label: Chromium counts the required mark drawn before it in the field's accessible name. The input
    // only: the list's sortable Name column is labelled alike while the editor takes its place.
    await page
      .locator('input')
      .and(page.getByLabel('Name', { exact: true }))
      .fill(name);
    await page.getByRole('button', { name: /Add group/ }).click();
    await page.getByRole('textbox', { name: 'Group name' }).fill('Stock');
    await pick(page, 'Add widget to Row 1 of Stock', 'Availability');
    await page.getByRole('button', { name: /Add group/ }).click();
    await page.getByRole('textbox', { name: 'Group name' }).nth(1).fill('Prices');
    await page.getByRole('textbox', { name: 'Colour (hex) of Prices' }).fill('fa8c16');
    await pick(page, 'Add widget to Row 1 of Prices', 'Selling price by retailer');
    await pick(page, 'Add widget to Row 1 of Prices', 'Price index by brand');
    const stockRow = page.getByRole('list', { name: 'Row 1 of Stock' });
    const pricesRow = page.getByRole('list', { name: 'Row 1 of Prices' });
    await pricesRow.getByRole('listitem', { name: 'Price index by brand' }).waitFor();

    // Drag the price index by its handle into the Stock group, before Availability.
    const handle = await page.getByRole('button', { name: 'Drag Price index by brand' }).boundingBox();
    const target = await stockRow.getByRole('listitem', { name: 'Availability' }).boundingBox();
    if (!handle || !target) throw new Error('the widget to drag or its target is not on screen');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(target.x + 10, target.y + target.height / 2, { steps: 15 });
    await page.mouse.move(target.x + 5, target.y + target.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect
      .poll(async () =>
        stockRow.getByRole('listitem').evaluateAll((items) => items.map((item) => item.getAttribute('aria-label'))),
      )
      .toEqual(['Price index by brand', 'Availability']);
    expect(await pricesRow.getByRole('listitem').count()).toBe(1);

    // On this dashboard the availability looks at the last 7 days only.
    await page.getByRole('button', { name: 'Settings of Availability' }).click();
    const overrides = page.getByRole('dialog');
    await overrides.getByLabel('Name on this dashboard').fill('Availability this week');
    await pick(page, 'Date preset on this dashboard', 'Last 7 days');
    await overrides.getByRole('button', { name: 'Apply' }).click();
    await stockRow.getByRole('listitem', { name: 'Availability this week' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    await page.waitForURL(/\/dashboards\/view\/\?id=\d+$/, { timeout: 60_000 });
    const viewUrl = page.url();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const stock = page.getByRole('region', { name: 'Stock' });
    const prices = page.getByRole('region', { name: 'Prices' });
    await expectDrawn(stock.getByRole('figure', { name: 'Price index by brand' }));
    await expectDrawn(stock.getByRole('figure', { name: 'Availability this week' }));
    await expectDrawn(prices.getByRole('figure', { name: 'Selling price by retailer' }));
    // Each widget asked in the dashboard's context; the overridden one for the last 7 days.
    const dashboardId = Number(new URL(viewUrl).searchParams.get('id'));
    const asked = (await dataRequests(page)).filter((request) => request.dashboardId === dashboardId);
    expect(asked).toHaveLength(3);
    expect(asked.filter((request) => request.datePreset === '7d')).toHaveLength(1);
    expect(asked.every((request) => typeof request.dashboardWidgetId === 'number')).toBe(true);

    // The owner shares it with Andy, who sees it without Edit or Share.
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    await pick(page, 'Shared with', 'Andy Analyst (analyst@acme.test)');
    // The click event itself: the open dropdown of the select keeps the dialog's button from standing still.
    await page.getByRole('dialog').getByRole('button', { name: 'Share', exact: true }).dispatchEvent('click');
    await page.getByText('Sharing has been saved.').waitFor();

    const analyst = await newPage(browser(), inject('baseUrl'));
    await signInOnce(analyst, 'analyst@acme.test');
    await analyst.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
    await analyst.goto('/dashboards/');
    await analyst.getByRole('region', { name: 'All dashboards' }).getByRole('link', { name, exact: true }).waitFor();
    await analyst.goto(viewUrl);
    await analyst.getByRole('heading', { name, level: 1 }).waitFor();
    await analyst.getByRole('region', { name: 'Stock' }).waitFor();
    await analyst.getByRole('button', { name: 'Copy', exact: true }).waitFor();
    expect(await analyst.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0);
    expect(await analyst.getByRole('button', { name: 'Share', exact: true }).count()).toBe(0);
    await analyst.context().close();
  });
  it("shows each chart's picture from the server first, then the live chart in its place", async () => {
    const pictures: { status: number; type: string; body: string }[] = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('/widget/get-data/chart')) return;
      void response
        .text()
        .then((body) =>
          pictures.push({ status: response.status(), type: response.headers()['content-type'] ?? '', body }),
        );
    });
    const link = await dashboardLink(page, DEMO_DASHBOARDS[0]);
    await link.click();
    await page.getByRole('heading', { name: DEMO_DASHBOARDS[0], level: 1 }).waitFor({ timeout: 60_000 });
    const charts = page.locator('[data-testid="dashboard-widget"] [data-chart]');
    await charts.first().waitFor({ timeout: 60_000 });
    // Every chart becomes live (echarts' canvas) once the page has settled, without the reader touching it.
    await expect
      .poll(async () => (await charts.count()) - (await charts.locator('canvas').count()), { timeout: 60_000 })
      .toBe(0);
    await expect.poll(() => pictures.length, { timeout: 30_000 }).toBeGreaterThan(0);
    for (const picture of pictures) {
      expect(picture.status).toBe(200);
      expect(picture.type).toContain('image/svg+xml');
      expect(picture.body).toMatch(/^<svg /);
    }
    // No chart keeps its picture beside the live chart.
    expect(await charts.locator(':scope > svg').count()).toBe(0);
  });

  it('downloads a dashboard as a PDF that names it, its days and its filters', async () => {
    const link = await dashboardLink(page, DEMO_DASHBOARDS[0]);
    await link.click();
    await page.getByRole('heading', { name: DEMO_DASHBOARDS[0], level: 1 }).waitFor({ timeout: 60_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${DEMO_DASHBOARDS[0]}.pdf`);
    const file = await downloadedBytes(download);
    expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
    expect(text).toContain(DEMO_DASHBOARDS[0]);
    expect(text).toMatch(/Dates: (\d{4}-\d{2}-\d{2} – \d{4}-\d{2}-\d{2}|each widget's own dates)/);
    expect(text).toMatch(/Filters: \S/);
    // Its charts are drawn as shapes and text, not bitmaps: the labels of the print layout's charts are text of
    // the PDF.
    await page.goto(`/dashboards/pdfView/${new URL(page.url()).search}`);
    await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
    const labels = (await page.locator('[data-chart] svg text').allTextContents()).filter((label) =>
      /^[A-Za-z][A-Za-z ]{3,}$/.test(label),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(text).toContain(labels[0]);
  });

  it('lays the print layout out across the whole window from the start, however narrow its widgets', async () => {
    const link = await dashboardLink(page, DEMO_DASHBOARDS[0]);
    const view = new URL((await link.getAttribute('href')) ?? '', 'http://app.test');
    // Each chart's widths as it is laid out, from before the page's own scripts run.
    await page.addInitScript(`
      window.chartWidths = [];
      new MutationObserver(() => {
        for (const chart of document.querySelectorAll('[data-chart]:not([data-watched])')) {
          chart.setAttribute('data-watched', '');
          const widths = [];
          window.chartWidths.push(widths);
          new ResizeObserver(([entry]) => widths.push(entry.contentRect.width)).observe(chart);
        }
      }).observe(document, { subtree: true, childList: true });
    `);
    await page.goto(`/dashboards/pdfView/${view.search}`);
    await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
    const { rootWidth, windowWidth, chartWidths } = (await page.evaluate(`({
      rootWidth: document.querySelector('[data-print-ready]').getBoundingClientRect().width,
      windowWidth: document.documentElement.clientWidth,
      chartWidths: window.chartWidths,
    })`)) as { rootWidth: number; windowWidth: number; chartWidths: number[][] };
    // The empty layout's padding of 24 px on each side is all that is left out.
    expect(rootWidth).toBe(windowWidth - 48);
    // Every widget's data came in one batched request.
    expect(await dataCalls(page)).toEqual({ alone: 0, batches: 1 });
    expect((await dataRequests(page)).length).toBeGreaterThan(0);
    // No chart was laid out at another width first (and redrawn when wider widgets arrived).
    expect(chartWidths.length).toBeGreaterThan(0);
    for (const widths of chartWidths) expect(new Set(widths).size).toBe(1);
  });
  it('prints every retailer of the image-similarity overview in blocks, no table wider than its card, on A4 too', async () => {
    const link = await dashboardLink(page, 'Content and DCC');
    const view = new URL((await link.getAttribute('href')) ?? '', 'http://app.test');
    await page.goto(`/dashboards/pdfView/${view.search}`);
    await page.locator('[data-print-ready="true"]').waitFor({ timeout: 60_000 });
    const { headings, retailers, overflowing } = (await page.evaluate(`(() => {
      const tables = [...document.querySelectorAll('[data-print-ready] table')];
      const similarity = tables.filter((table) => /^Retailer, columns /.test(table.querySelector('thead tr:first-child th:last-child')?.textContent ?? ''));
      return {
        headings: similarity.map((table) => table.querySelector('thead tr:first-child th:last-child').textContent),
        retailers: similarity.flatMap((table) =>
          [...table.querySelectorAll('thead tr:last-child th')].map((cell) => cell.textContent)),
        // Cut off: wider than the widget's card, where nothing scrolls on paper.
        overflowing: tables.filter((table) =>
          table.getBoundingClientRect().right >
            table.closest('[data-testid="dashboard-widget"]').getBoundingClientRect().right + 1).length,
      };
    })()`)) as { headings: string[]; retailers: string[]; overflowing: number };
    const total = Number(/ of (\d+)$/.exec(headings[0] ?? '')?.[1]);
    expect(total).toBeGreaterThan(5);
    expect(headings).toHaveLength(Math.ceil(total / 5));
    expect(headings.at(-1)).toMatch(new RegExp(`columns \\d+–${total} of ${total}$`));
    // Each retailer once, across the blocks.
    expect(retailers).toHaveLength(total);
    expect(new Set(retailers).size).toBe(total);
    expect(overflowing).toBe(0);
    // As the PDF lays it out: print media on a page of A4's width (210 mm at 96 px an inch).
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.emulateMedia({ media: 'print' });
    const onPaper = (await page.evaluate(`[...document.querySelectorAll('[data-print-ready] table')].filter((table) =>
      table.getBoundingClientRect().right >
        table.closest('[data-testid="dashboard-widget"]').getBoundingClientRect().right + 1).length`)) as number;
    expect(onPaper).toBe(0);
  });
});
