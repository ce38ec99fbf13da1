import type { Locator, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, pageErrors, useBrowser } from './support/browser';
import { expectDrawn, openDashboard } from './support/dashboard';
import { openDetails } from './support/productDetails';
import { signInOnce } from './support/signedIn';

/** What this test reads of the details call (contracts' productDetailsSchema). */
interface Component {
  name: string;
  weight: number;
  met: boolean;
}
interface Group {
  name: string;
  weight: number;
  components: Component[];
}
interface RetailerDetail {
  retailerName: string;
  dccScore: number | null;
  dccScoreDetails: { groups: Group[] };
}
interface Details {
  productName: string;
  retailerDetails: RetailerDetail[];
}

/** The details call as the dialog makes it for the address, asked of the server directly with the user's token. */
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

/**
 * The ranking written plainly from the answer: a failed rule gains its group's share of the page's groups × its
 * share of its group's rules × 100 points at each retailer failing it, summed; the largest total first.
 */
function plainFixes(details: Details): { rule: string; retailers: string[]; total: number }[] {
  const fixes = new Map<string, { rule: string; retailers: string[]; total: number; order: number }>();
  for (const retailer of details.retailerDetails) {
    const groups = retailer.dccScoreDetails.groups;
    const groupWeights = groups.reduce((sum, group) => sum + group.weight, 0);
    groups.forEach((group, g) => {
      const ruleWeights = group.components.reduce((sum, component) => sum + component.weight, 0);
      group.components.forEach((component, c) => {
        const key = `${g}/${c}`;
        const fix = fixes.get(key) ?? { rule: component.name, retailers: [], total: 0, order: g * 1000 + c };
        fixes.set(key, fix);
        if (component.met) return;
        fix.retailers.push(retailer.retailerName);
        fix.total += (((group.weight / groupWeights) * component.weight) / ruleWeights) * 100;
      });
    });
  }
  return [...fixes.values()]
    .filter((fix) => fix.retailers.length > 0)
    .sort((a, b) => (Math.abs(b.total - a.total) < 1e-9 ? a.order - b.order : b.total - a.total));
}

const oneDecimal = (points: number) =>
  points.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The cells of the rows of the "What to fix first" table. */
const fixRows = (section: Locator) =>
  section
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')));

describe('what to fix first in Chromium', { timeout: 300_000 }, () => {
  const browser = useBrowser();
  let page: Page;
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

  it("shows a product's failed DCC rules ranked by the points the details answer gives them", async () => {
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: 'Product prices and stock' });
    await expectDrawn(widget);
    const dialog = await openDetails(page, widget.getByRole('button', { name: 'View product details' }).first());
    const details = await detailsOfAddress(page);
    await expect
      .poll(async () => (await dialog.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
      .toBe(details.productName);
    const expected = plainFixes(details);
    // The demo's pages do not meet every rule: there is something to rank.
    expect(expected.length).toBeGreaterThan(0);

    const scored = details.retailerDetails.find((retailer) => (retailer.dccScore ?? 0) >= 0.5)!;
    expect(scored).toBeDefined();
    const panel = dialog.getByRole('tabpanel', { name: 'Summary', exact: true });
    await panel.getByRole('button', { name: `DCC score at ${scored.retailerName}` }).click();
    const dccDialog = page.getByRole('dialog', { name: `DCC score: ${Math.round(scored.dccScore!)}` });
    await dccDialog.waitFor({ timeout: 30_000 });
    const section = dccDialog.getByRole('region', { name: 'What to fix first' });
    await section.waitFor();
    await expect.poll(async () => (await fixRows(section)).length).toBe(expected.length);
    const rows = await fixRows(section);
    // Columns: rank, rule (name above group), failed conditions, retailers, points per page, total points.
    expect(rows.map((cells) => [cells[0], cells[3], cells[5]])).toEqual(
      expected.map((fix, index) => [String(index + 1), fix.retailers.join(', '), `+${oneDecimal(fix.total)}`]),
    );
    rows.forEach((cells, index) => {
      expect(cells[1]!.startsWith(expected[index]!.rule)).toBe(true);
      // Each failed rule names the conditions it failed, in words.
      expect(cells[2]!.length).toBeGreaterThan(0);
    });
  });

  it("ranks a retailer's and then a brand's failed components on the DCC settings screen as the fixes call does", async () => {
    const answerOf = (scope: string) =>
      page.waitForResponse(
        (response) => response.url().includes('/DCC_SCORE/fixes?') && response.url().includes(scope),
      );
    const retailerAnswer = answerOf('retailerId=');
    await page.goto('/settings/dcc-score/');
    const section = page.getByRole('region', { name: 'What to fix first' });
    await section.waitFor({ timeout: 60_000 });
    const checkAgainst = async (answer: Promise<import('playwright-core').Response>) => {
      const response = await answer;
      expect(response.status()).toBe(200);
      const fixes = (await response.json()) as {
        pageCount: number;
        fixes: { component: string; pagesFailing: number; totalPoints: number }[];
      };
      expect(fixes.pageCount).toBeGreaterThan(0);
      expect(fixes.fixes.length).toBeGreaterThan(0);
      await expect.poll(async () => (await fixRows(section)).length, { timeout: 60_000 }).toBe(fixes.fixes.length);
      // Columns: rank, component (name above group), failed conditions, pages failing, per page, average, total.
      const rows = await fixRows(section);
      expect(rows.map((cells) => [cells[0], cells[3], cells[6]])).toEqual(
        fixes.fixes.map((fix, index) => [
          String(index + 1),
          fix.pagesFailing.toLocaleString('en-US'),
          `+${oneDecimal(fix.totalPoints)}`,
        ]),
      );
      rows.forEach((cells, index) => expect(cells[1]!.startsWith(fixes.fixes[index]!.component)).toBe(true));
      await section.getByText(`${fixes.pageCount.toLocaleString('en-US')} pages.`, { exact: false }).waitFor();
    };
    await checkAgainst(retailerAnswer);

    const brandAnswer = answerOf('brandId=');
    await section.getByText('Brand', { exact: true }).click();
    await checkAgainst(brandAnswer);
  });
});
