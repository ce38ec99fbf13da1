import type { Page } from 'playwright-core';
import { afterAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectDrawn } from './support/dashboard';
import { customerApi, type CustomerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

/** What this test reads of a stored cluster. */
interface StoredCluster {
  name: string;
  type: string;
  active: boolean;
  isDraft: boolean;
  entities: unknown[];
  conditions: { sequenceNumber: number; operator: string; value: string }[];
}

/** A rank as the KPI shows it: one decimal. */
const shownRank = (value: number) =>
  value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

describe('visibility clusters in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test create a conditional cluster, see it listed and read it back from the API', async () => {
    const name = `Shampoo or dry ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Visibility clusters', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings/visibility-clusters/');
    await page.getByRole('heading', { name: 'Visibility clusters' }).waitFor();

    await page.getByRole('button', { name: 'Create cluster' }).click();
    const drawer = page.getByRole('dialog', { name: 'Create visibility cluster' });
    await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await drawer.getByRole('radio', { name: 'Conditional selection' }).check();
    await drawer.getByRole('textbox', { name: 'Text of condition 1' }).fill('shampoo');
    await drawer.getByRole('button', { name: 'Add condition' }).click();
    await drawer.getByLabel('Operator of condition 2').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="OR"]').click();
    await drawer.getByRole('textbox', { name: 'Text of condition 2' }).fill('dry');
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/visibility-cluster'),
    );
    await drawer.getByRole('button', { name: 'Save', exact: true }).click();
    const response = await created;
    expect(response.status()).toBe(201);

    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.getByText('Conditional selection').waitFor();
    await row.getByText('Active', { exact: true }).waitFor();

    // Read back from the customer the screen saved it in, by a fresh sign-in of the same user.
    const { api, customerId } = await customerApi();
    expect(response.url()).toContain(`/api/customer/${customerId}/`);
    const stored = (await api<StoredCluster[]>('GET', 'visibility-cluster')).find((cluster) => cluster.name === name);
    expect(stored).toMatchObject({
      type: 'CONDITIONAL',
      active: true,
      isDraft: false,
      entities: [],
      conditions: [
        { sequenceNumber: expect.any(Number), operator: 'AND', value: 'shampoo' },
        { sequenceNumber: expect.any(Number), operator: 'OR', value: 'dry' },
      ],
    });
    expect(stored!.conditions[0]!.sequenceNumber).toBeLessThan(stored!.conditions[1]!.sequenceNumber);
  });

  describe('a cluster made on the screen filters a widget', () => {
    let api: CustomerApi | undefined;
    let widgetId: number | undefined;
    let dashboardId: number | undefined;
    let dashboardWidgetId: number;
    const stamp = Date.now().toString(36);
    const dashboardName = `Search check ${stamp}`;
    const clusterName = `Espresso or toothbrush ${stamp}`;

    /** The KPI's value as the engine answers the dashboard's request for it, with the given clusters. */
    const kpiOfApi = async (clusterIds: number[]) => {
      const answer = await api!<{ rawOutput: { value: number | null } }>('POST', 'widget/get-data', {
        widgetId,
        dashboardId,
        dashboardWidgetId,
        dashboardSettings: {},
        savedFilterIds: [],
        filterVisibilityClusterIds: clusterIds,
        datePreset: '30d',
      });
      expect(answer.rawOutput.value).not.toBeNull();
      return answer.rawOutput.value as number;
    };

    afterAll(async () => {
      if (!api) return;
      if (dashboardId !== undefined) await api('DELETE', `dashboard/${dashboardId}`);
      if (widgetId !== undefined) await api('DELETE', `widget/${widgetId}`);
      const made = (await api<{ id: number; name: string }[]>('GET', 'visibility-cluster')).find(
        (cluster) => cluster.name === clusterName,
      );
      if (made) await api('DELETE', `visibility-cluster/${made.id}`);
    });

    it('creates a conditional cluster, chooses it in the dashboard filter bar and shows the KPI the API computes for it', async () => {
      ({ api } = await customerApi());
      // A search widget: the clusters narrow the keywords of search metrics.
      const metrics = await api<{ id: number; code: string }[]>('GET', 'metrics');
      const rank = metrics.find((metric) => metric.code === 'SEARCH_RANK');
      expect(rank).toBeDefined();
      widgetId = (
        await api<{ id: number }>('POST', 'widget/create', {
          name: 'Search rank',
          visualizationType: 'KPI',
          metricId: rank?.id,
          aggregationFunction: 'AVG',
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

      await signInOnce(page, 'admin@acme.test');
      const menuLink = (name: string) =>
        page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });
      await menuLink('Visibility clusters').click();
      await page.getByRole('heading', { name: 'Visibility clusters' }).waitFor();
      await page.getByRole('button', { name: 'Create cluster' }).click();
      const drawer = page.getByRole('dialog', { name: 'Create visibility cluster' });
      await drawer.getByRole('textbox', { name: 'Name', exact: true }).fill(clusterName);
      await drawer.getByRole('radio', { name: 'Conditional selection' }).check();
      await drawer.getByRole('textbox', { name: 'Text of condition 1' }).fill('espresso');
      await drawer.getByRole('button', { name: 'Add condition' }).click();
      await drawer.getByLabel('Operator of condition 2').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) [title="OR"]').click();
      await drawer.getByRole('textbox', { name: 'Text of condition 2' }).fill('toothbrush');
      const created = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().endsWith('/visibility-cluster'),
      );
      await drawer.getByRole('button', { name: 'Save', exact: true }).click();
      const response = await created;
      expect(response.status()).toBe(201);
      const clusterId = ((await response.json()) as { id: number }).id;
      await page.getByRole('row', { name: new RegExp(clusterName) }).waitFor();

      const unfiltered = await kpiOfApi([]);
      const filtered = await kpiOfApi([clusterId]);
      // Some of the tenant's keywords (it tracks the first few of the catalogue): a mean of their ranks, not of all.
      expect(shownRank(filtered)).not.toBe(shownRank(unfiltered));

      await menuLink('Dashboards').click();
      await page.waitForURL((url) => url.pathname === '/dashboards/');
      await page.getByRole('region', { name: 'All dashboards' }).getByRole('link', { name: dashboardName }).click();
      await page.getByRole('heading', { name: dashboardName, level: 1 }).waitFor({ timeout: 60_000 });
      const figure = page.getByRole('figure', { name: 'Search rank' });
      await expectDrawn(figure);
      const kpi = figure.getByTestId('kpi-value');
      await expect.poll(() => kpi.textContent(), { timeout: 60_000 }).toBe(shownRank(unfiltered));

      const bar = page.getByRole('search', { name: 'Filters' });
      await bar.getByRole('combobox', { name: 'Visibility clusters' }).click();
      const option = page
        .locator('.ant-select-dropdown')
        .getByTitle(`${clusterName} (Conditional selection)`, { exact: true })
        .first();
      await option.waitFor({ timeout: 30_000 });
      await option.dispatchEvent('click');
      // A multi-select stays open after a choice; close it so it does not cover Apply.
      await page.keyboard.press('Escape');
      await bar.getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => new URL(page.url()).searchParams.get('filterVisibilityClusterIds'))
        .toBe(String(clusterId));
      await expect.poll(() => kpi.textContent(), { timeout: 60_000 }).toBe(shownRank(filtered));
    });
  });
});
