import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

/** What this test reads of a comparison (contracts' calculatedMetricCompare.ts). */
interface Comparison {
  versionA: number;
  versionB: number;
  date: string | null;
  pageCount: number;
  changedPageCount: number;
  averageScoreA: number | null;
  averageScoreB: number | null;
}

// The page writes its day as 'Nov 28, 2026', as every date of the app; a comparison always has a day here.
const prettyDay = (day: string | null) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The screen's summary line of a comparison. */
const summaryOf = (c: Comparison) =>
  `${prettyDay(c.date)}: ${c.pageCount.toLocaleString('en-US')} pages, ${c.changedPageCount.toLocaleString('en-US')} scored ` +
  `differently. Average score v${c.versionA} ${c.averageScoreA}%, v${c.versionB} ${c.averageScoreB}%.`;

describe('DCC compare by a saved filter in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('compares the pages of the Germany saved filter, as the API computes them', async () => {
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Compare DCC scores', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/settings/test-and-compare-dcc-score/');
    await page.getByText(/ scored differently\./).waitFor({ timeout: 60_000 });
    const everyPage = (await page.getByText(/ scored differently\./).textContent()) ?? '';

    await page.getByRole('combobox', { name: 'Saved filter' }).click();
    const germany = page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('Germany', { exact: true })
      .first();
    await germany.waitFor({ timeout: 30_000 });
    await germany.click();

    // What the screen asks by default: the active version against the newest other one, every retailer, newest day.
    const { api } = await customerApi();
    const filters = await api<{ id: number; name: string }[]>('GET', 'saved-filters');
    const savedFilterId = filters.find((filter) => filter.name === 'Germany')?.id;
    expect(savedFilterId).toBeDefined();
    const versions = await api<{ versionNumber: number; isActiveVersion: boolean }[]>(
      'GET',
      'calculated-metric/DCC_SCORE/versions',
    );
    const versionA = versions.find((version) => version.isActiveVersion)!.versionNumber;
    const versionB = Math.max(...versions.filter((v) => v.versionNumber !== versionA).map((v) => v.versionNumber));
    const sent = { versionA, versionB, retailerIds: [], productIds: [], savedFilterId };
    const expected = await api<Comparison>('POST', 'calculated-metric/compare/DCC_SCORE', sent);
    // Germany is some of the demo's retailers: fewer pages than all of them.
    expect(expected.pageCount).toBeGreaterThan(0);
    expect(everyPage).not.toContain(`: ${expected.pageCount.toLocaleString('en-US')} pages,`);
    await expect
      .poll(async () => (await page.getByText(/ scored differently\./).textContent())?.startsWith(summaryOf(expected)))
      .toBe(true);
    await expect(page.getByRole('combobox', { name: 'Products' }).isDisabled()).resolves.toBe(true);
  });
});
