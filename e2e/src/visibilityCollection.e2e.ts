import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { expectDrawn } from './support/dashboard';
import { signInOnce } from './support/signedIn';

interface MatrixAnswer {
  rawOutput: {
    columns: { key: string; label: string }[];
    rows: { key: string; label: string; values: Record<string, number | null> }[];
  };
}

/** A percent as a table cell shows it: one decimal and the sign. */
const shownPercent = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

// A keyword added to a customer whose facts are loaded is collected by the next data load (the collection job
// queued when it is added) and then shows in share of search.
describe('a newly tracked keyword in share of search, in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi | undefined;
  let retailerId: string | null = null;
  let widgetId: number | undefined;
  let dashboardId: number | undefined;
  let dashboardWidgetId: number;
  const stamp = Date.now().toString(36);
  const keyword = `milk frother ${stamp}`;
  const widgetName = `Share of search by keyword ${stamp}`;
  const dashboardName = `Search share ${stamp}`;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  afterAll(async () => {
    if (!api) return;
    if (dashboardId !== undefined) await api('DELETE', `dashboard/${dashboardId}`);
    if (widgetId !== undefined) await api('DELETE', `widget/${widgetId}`);
    if (!retailerId) return;
    const stored = await api<{ id: number; name: string }[]>(
      'GET',
      `visibility-tracking/retailer/${retailerId}/keywords`,
    );
    const made = stored.filter((entry) => entry.name === keyword).map((entry) => entry.id);
    if (made.length > 0) await api('POST', `visibility-tracking/retailer/${retailerId}/keyword/delete`, { ids: made });
  });

  /** The widget's answer as the dashboard requests it. */
  const matrixOfApi = () =>
    api!<MatrixAnswer>('POST', 'widget/get-data', {
      widgetId,
      dashboardId,
      dashboardWidgetId,
      dashboardSettings: {},
      savedFilterIds: [],
      datePreset: '30d',
    });

  it('adds a keyword on the visibility tracking screen and shows its share of search after the load', async () => {
    ({ api } = await customerApi());
    const metrics = await api<{ id: number; code: string }[]>('GET', 'metrics');
    const share = metrics.find((metric) => metric.code === 'SHARE_OF_SEARCH');
    expect(share).toBeDefined();
    widgetId = (
      await api<{ id: number }>('POST', 'widget/create', {
        name: widgetName,
        visualizationType: 'MATRIX_TABLE',
        metricId: share!.id,
        aggregationFunction: 'AVG',
        dimensionId: 1,
        verticalDimensionId: 8,
        dateDataSelection: '30d',
      })
    ).id;
    const dashboard = await api<{ id: number; groups: { widgets: { id: number }[] }[] }>('POST', 'dashboard/create', {
      name: dashboardName,
      rollingDatePreset: '30d',
      groups: [{ name: 'Search', widgets: [{ widgetId, rowIndex: 0 }] }],
    });
    dashboardId = dashboard.id;
    dashboardWidgetId = dashboard.groups[0]!.widgets[0]!.id;
    expect((await matrixOfApi()).rawOutput.rows.some((row) => row.label === keyword)).toBe(false);

    await signInOnce(page, 'admin@acme.test');
    const menuLink = (name: string) =>
      page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
    await menuLink('Visibility tracking').click();
    await page.getByRole('heading', { name: 'Visibility tracking' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/visibility-tracking/' && url.searchParams.has('id'));
    retailerId = new URL(page.url()).searchParams.get('id');
    await page.getByRole('textbox', { name: 'New keywords' }).fill(keyword);
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/keyword/create'),
    );
    await page.getByRole('button', { name: 'Add keywords' }).click();
    expect((await created).status()).toBe(200);
    await page.getByRole('row', { name: new RegExp(keyword) }).waitFor();

    // The collection job runs as a data load of its own: wait for the keyword's value in the widget's answer.
    let value: number | null = null;
    await expect
      .poll(
        async () => {
          const answer = await matrixOfApi();
          const row = answer.rawOutput.rows.find((candidate) => candidate.label === keyword);
          const column = answer.rawOutput.columns.find((candidate) => candidate.key === `retailer:${retailerId}`);
          value = row && column ? (row.values[column.key] ?? null) : null;
          return value;
        },
        { timeout: 120_000, interval: 1_000 },
      )
      .not.toBeNull();

    await menuLink('Dashboards').click();
    await page.waitForURL((url) => url.pathname === '/dashboards/');
    await page.getByRole('region', { name: 'All dashboards' }).getByRole('link', { name: dashboardName }).click();
    await page.getByRole('heading', { name: dashboardName, level: 1 }).waitFor({ timeout: 60_000 });
    const figure = page.getByRole('figure', { name: widgetName });
    await expectDrawn(figure);
    const answer = await matrixOfApi();
    const columnIndex = answer.rawOutput.columns.findIndex((column) => column.key === `retailer:${retailerId}`);
    const row = figure.getByRole('row', { name: new RegExp(keyword) });
    await row.waitFor({ timeout: 60_000 });
    // The first cell names the keyword; then one cell per retailer, in the answer's order.
    const cells = await row.getByRole('cell').allTextContents();
    expect(cells[0]).toContain(keyword);
    expect(cells[columnIndex + 1]).toBe(shownPercent(value!));
  });
});
