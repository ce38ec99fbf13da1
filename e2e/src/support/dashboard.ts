import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until a widget has drawn: no longer busy and no skeleton. */
export async function expectDrawn(figure: Locator) {
  await figure.waitFor({ timeout: 60_000 });
  await expect.poll(async () => figure.getAttribute('aria-busy'), { timeout: 60_000 }).toBe('false');
  await expect
    .poll(async () => figure.locator('.ant-skeleton, [data-widget-placeholder]').count(), { timeout: 60_000 })
    .toBe(0);
}

/** Opens a dashboard of the admin's Home tab (apps/api seed) and waits for its heading. */
export async function openDashboard(page: Page, name: string) {
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('list', { name: 'Dashboards on Home' }).getByRole('link', { name }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 60_000 });
}
