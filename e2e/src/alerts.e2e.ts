import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** Picks the option titled `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await openList.locator(`.ant-select-item-option[title="${option}"]`).click();
  // The closing list stays in the page while it animates out; the next select must not find it.
  await expect.poll(() => openList.count()).toBe(0);
}

describe('alerts in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test create an alert from the menu, see it listed, edit it and copy it', async () => {
    const subject = `Availability watch ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Alerts', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/alerts/');
    await page.getByRole('heading', { name: 'Alerts' }).waitFor();

    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/create/');
    await page.getByRole('heading', { name: 'Create alert' }).waitFor();
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject);
    await choose(page, 'Metric', 'Availability');
    await page.getByLabel('Threshold', { exact: true }).fill('80');
    await page.getByRole('button', { name: 'Create', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/alerts/');
    const row = page.getByRole('row', { name: new RegExp(subject) });
    await row.getByText('Availability > 80 %').waitFor();
    await row.getByText('Me', { exact: true }).waitFor();

    await row.getByRole('button', { name: `Edit ${subject}` }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/edit/');
    await page.getByRole('heading', { name: `Edit ${subject}` }).waitFor();
    const subjectField = page.getByRole('textbox', { name: 'Subject', exact: true });
    await expect.poll(() => subjectField.inputValue()).toBe(subject);
    await choose(page, 'Condition', '<');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/');
    await page
      .getByRole('row', { name: new RegExp(subject) })
      .getByText('Availability < 80 %')
      .waitFor();

    await page.getByRole('button', { name: `Copy ${subject}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/copy/');
    await page.getByRole('heading', { name: `Copy ${subject}` }).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Subject', exact: true }).inputValue())
      .toBe(`${subject} (copy)`);
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/alerts/');
    await page.getByRole('cell', { name: `${subject} (copy)`, exact: true }).waitFor();
    await page.getByRole('cell', { name: subject, exact: true }).waitFor();
  });
});
