import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { expectDrawn } from './support/dashboard';
import { customerApi, type CustomerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

/** What these tests read of the DCC calls (contracts' calculatedMetric.ts). */
interface Version {
  versionNumber: number;
  versionLabel: string;
  isActiveVersion: boolean;
}
interface ScoreState {
  activeVersion: number | null;
  appliedVersion: number | null;
  state: 'current' | 'recomputing';
  progress: number;
}
interface Metric {
  id: number;
  code: string;
}

/** The period of the DCC KPI and its dashboard: the demo's last 30 days. */
const PERIOD = '30d';
/** The weights typed into the editor, in percent (they add up to 100); the default criteria weigh 50 / 33.3 / 16.7. */
const NEW_WEIGHTS = [10, 10, 80];
/** A recompute of the demo's history takes seconds; on a loaded machine, much longer. */
const RECOMPUTE_MS = 240_000;

const scoreState = (api: CustomerApi) => api<ScoreState>('GET', 'calculated-metric/DCC_SCORE/score-state');
const versions = (api: CustomerApi) => api<Version[]>('GET', 'calculated-metric/DCC_SCORE/versions');

/**
 * Waits until the widgets' DCC scores come from `version`: the server has finished recomputing with it. A loop of
 * its own rather than expect.poll, which vitest allows inside tests only: the hooks wait for it too.
 */
async function waitForScoresOf(api: CustomerApi, version: number) {
  const deadline = Date.now() + RECOMPUTE_MS;
  let state = await scoreState(api);
  while (!(state.state === 'current' && state.activeVersion === version && state.appliedVersion === version)) {
    if (Date.now() > deadline)
      throw new Error(`the DCC scores did not come from version ${version} in time: ${JSON.stringify(state)}`);
    // A cheap read of one row: asked often, so the test goes on as soon as the recompute is done.
    await new Promise((wait) => setTimeout(wait, 200));
    state = await scoreState(api);
  }
}

/** A percent as the KPI shows it: one decimal, with the sign ('73.5%'). */
const shownPercent = (value: number) =>
  `${value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

describe('changing the DCC weights in Chromium', { timeout: RECOMPUTE_MS * 2 }, () => {
  const browser = useBrowser();
  let page: Page;
  let api: CustomerApi;
  /** The version active before the test: put back afterwards, so other files read the DCC scores they expect. */
  let initialVersion: number;
  let widgetId: number | undefined;
  let dashboardId: number | undefined;
  let dashboardWidgetId: number;
  const dashboardName = `DCC check ${Date.now().toString(36)}`;

  /** The KPI's value as the engine answers the dashboard's request for it (dashboards' widgetRequest). */
  const kpiOfApi = async () => {
    const answer = await api<{ rawOutput: { value: number | null } }>('POST', 'widget/get-data', {
      widgetId,
      dashboardId,
      dashboardWidgetId,
      applyRetailerAssortment: false,
      dashboardSettings: {},
      savedFilterIds: [],
      datePreset: PERIOD,
    });
    expect(answer.rawOutput.value).not.toBeNull();
    return answer.rawOutput.value as number;
  };

  const menuLink = (name: string) =>
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

  /** Opens the test's dashboard from the list of all dashboards, inside the app (no reload). */
  const openKpi = async () => {
    await menuLink('Dashboards').click();
    await page.waitForURL((url) => url.pathname === '/dashboards/');
    await page.getByRole('region', { name: 'All dashboards' }).getByRole('link', { name: dashboardName }).click();
    await page.getByRole('heading', { name: dashboardName, level: 1 }).waitFor({ timeout: 60_000 });
    const figure = page.getByRole('figure', { name: 'DCC score' });
    await expectDrawn(figure);
    return figure.getByTestId('kpi-value');
  };

  beforeAll(async () => {
    ({ api } = await customerApi());
    const before = await scoreState(api);
    expect(before.activeVersion).not.toBeNull();
    initialVersion = before.activeVersion as number;
    // Another file's change may still be recomputing: start from current scores.
    await waitForScoresOf(api, initialVersion);

    const metrics = await api<Metric[]>('GET', 'metrics');
    const dcc = metrics.find((metric) => metric.code === 'DCC_SCORE');
    expect(dcc).toBeDefined();
    widgetId = (
      await api<{ id: number }>('POST', 'widget/create', {
        name: 'DCC score',
        visualizationType: 'KPI',
        metricId: dcc?.id,
        aggregationFunction: 'AVG',
        dateDataSelection: PERIOD,
      })
    ).id;
    const dashboard = await api<{ id: number; groups: { widgets: { id: number }[] }[] }>('POST', 'dashboard/create', {
      name: dashboardName,
      rollingDatePreset: PERIOD,
      groups: [{ name: 'Content', widgets: [{ widgetId, rowIndex: 0 }] }],
    });
    dashboardId = dashboard.id;
    dashboardWidgetId = dashboard.groups[0]!.widgets[0]!.id;
  });

  afterAll(async () => {
    // Whatever failed above, the demo's DCC scores are left as they were found, and the test's widget with them.
    if (!api) return;
    if ((await scoreState(api)).activeVersion !== initialVersion)
      await api('POST', `calculated-metric/activate/DCC_SCORE/${initialVersion}`);
    await waitForScoresOf(api, initialVersion);
    if (dashboardId !== undefined) await api('DELETE', `dashboard/${dashboardId}`);
    if (widgetId !== undefined) await api('DELETE', `widget/${widgetId}`);
  });

  it('copies the active version, weighs its groups anew and shows the recomputed DCC score in a KPI', async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });

    const kpi = await openKpi();
    const before = await kpiOfApi();
    await expect.poll(() => kpi.textContent()).toBe(shownPercent(before));

    await menuLink('DCC score').click();
    await page.waitForURL((url) => url.pathname === '/settings/dcc-score/');
    await page.getByText(`DCC scores in widgets, alerts and exports come from version ${initialVersion}.`).waitFor({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Copy version ${initialVersion}?` });
    await confirm.getByRole('button', { name: 'Copy', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });

    // The copy is active and shown.
    const copy = (await versions(api)).find((version) => version.isActiveVersion);
    expect(copy?.versionNumber).toBeGreaterThan(initialVersion);
    const copyNumber = copy!.versionNumber;
    const versionSelect = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Version' }) });
    await expect
      .poll(() => versionSelect.textContent(), { timeout: 60_000 })
      .toBe(`Version ${copyNumber}: ${copy!.versionLabel}Active`);

    await page.getByRole('button', { name: 'Edit groups' }).click();
    const editor = page.getByRole('dialog', { name: `Edit the groups of version ${copyNumber}` });
    await editor.waitFor();
    for (const [index, weight] of NEW_WEIGHTS.entries())
      await editor.getByRole('spinbutton', { name: `Weight of group ${index + 1}` }).fill(String(weight));
    await editor.getByText('Total 100%').waitFor();
    await editor.getByRole('button', { name: 'Save', exact: true }).click();
    await editor.waitFor({ state: 'detached' });

    // The saved weights are the copy's, and the server recomputes the history with them.
    const definition = await api<{ groups: { weight: number }[] }>(
      'GET',
      `calculated-metric/definition/DCC_SCORE/${copyNumber}`,
    );
    expect(definition.groups.map((group) => Math.round(group.weight * 100))).toEqual(NEW_WEIGHTS);
    await waitForScoresOf(api, copyNumber);
    await page
      .getByText(`DCC scores in widgets, alerts and exports come from version ${copyNumber}.`)
      .waitFor({ timeout: RECOMPUTE_MS });

    const after = await kpiOfApi();
    expect(shownPercent(after)).not.toBe(shownPercent(before));
    const kpiAfter = await openKpi();
    await expect.poll(() => kpiAfter.textContent()).toBe(shownPercent(after));
  });
});
