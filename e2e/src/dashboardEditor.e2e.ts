import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** Picks an option of an antd select by the select's accessible name and the option's text. */
async function pick(page: Page, select: string, option: string) {
  const combobox = page.getByRole('combobox', { name: select, exact: true });
  await combobox.click();
  if ((await combobox.getAttribute('readonly')) === null) await combobox.fill(option);
  const list = await combobox.getAttribute('aria-controls');
  const choice = page.locator(`.ant-select-dropdown:has([id="${list}"])`).getByTitle(option, { exact: true }).first();
  await choice.waitFor();
  await choice.dispatchEvent('click');
}

describe('the dashboard editor in Chromium', { timeout: 240_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 });
  });

  it("overrides a widget's dimension and ribbon, creates a text widget in place, and shows both on the view", async () => {
    await page.goto('/dashboards/edit/');
    const name = `Brand watch ${Date.now()}`;
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByRole('button', { name: /Add group/ }).click();
    await page.getByRole('textbox', { name: 'Group name' }).fill('Prices');
    await pick(page, 'Add widget to Row 1 of Prices', 'Selling price by retailer');

    // On this dashboard the line is split by brand and carries a ribbon.
    await page.getByRole('button', { name: 'Settings of Selling price by retailer' }).click();
    const dialog = page.getByRole('dialog');
    await pick(page, 'Dimension on this dashboard', 'Brand');
    await dialog.getByRole('button', { name: /Add ribbon/ }).click();
    await dialog.getByRole('textbox', { name: 'Ribbon text 1' }).fill('Per brand');
    await dialog.getByRole('textbox', { name: 'Ribbon colour (hex) 1' }).fill('#fa');
    await dialog.getByText('Invalid HEX color.').waitFor();
    await dialog.getByRole('textbox', { name: 'Ribbon colour (hex) 1' }).fill('#faad14');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A new text widget, made in the widget editor, comes back into the group with the unsaved work.
    await page.getByRole('button', { name: 'New widget in Prices' }).click();
    await page.waitForURL('**/widgets/edit/?*');
    await page.getByText('Saving adds this widget to the dashboard you are editing', { exact: false }).waitFor();
    const noteName = `Price note ${Date.now()}`;
    await pick(page, 'Type', 'Text');
    await page.locator('textarea#textFields_body').fill('Shelf prices are checked every morning.');
    // Filled last: the form settles its starting values once its lists have loaded.
    await page.getByLabel('Name', { exact: true }).fill(noteName);
    await expect.poll(async () => page.getByLabel('Name', { exact: true }).inputValue()).toBe(noteName);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/dashboards\/edit\/$/, { timeout: 60_000 });
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe(name);
    await page.getByRole('list', { name: 'Row 2 of Prices' }).getByRole('listitem', { name: noteName }).waitFor();
    await page
      .getByRole('list', { name: 'Row 1 of Prices' })
      .getByRole('listitem', { name: 'Selling price by retailer' })
      .waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/\/dashboards\/view\/\?id=\d+$/, { timeout: 60_000 });
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const prices = page.getByRole('region', { name: 'Prices' });
    const line = prices.locator('[data-testid="dashboard-widget"]', { hasText: 'Selling price by retailer' });
    await line.getByText('Per brand', { exact: true }).waitFor({ timeout: 60_000 });
    await prices.getByText('Shelf prices are checked every morning.').waitFor({ timeout: 60_000 });
  });
});
