import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** Adds a CUSTOM role in the admin's active customer through the API, so the test edits a role of its own. */
async function addRole(baseUrl: string, name: string): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@acme.test', password: DEMO_PASSWORD }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { roles: { customerId: number }[] } };
  const customerId = user.roles[0]?.customerId;
  const added = await fetch(`${baseUrl}/api/customer/${customerId}/role/add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name, description: 'Made by the admin screens test' }),
  });
  expect(added.status).toBe(201);
}

describe('admin screens in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('sends a user without product management from the product-management area to /no-access/', async () => {
    await signInOnce(page, 'analyst@acme.test');
    await page.goto('/admin/products/');
    await page.waitForURL('**/no-access/');
    await page
      .getByText('Only administrators and product managers may use product management.', { exact: false })
      .waitFor();
    await page.getByRole('link', { name: 'Home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it("lets admin@acme.test change a custom role's privileges and retailers, and the change survives a reload", async () => {
    const roleName = `Reviewers ${Date.now().toString(36)}`;
    await addRole(inject('baseUrl'), roleName);
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('link', { name: 'Users and roles' }).click();
    await page.waitForURL('**/user-management/');

    await page.getByRole('button', { name: `Edit role ${roleName}` }).click();
    await page.waitForURL('**/user-management/role/edit/?id=*');
    const readOnly = page.getByRole('checkbox', { name: /Read only/ });
    expect(await readOnly.isChecked()).toBe(false);
    await readOnly.check();
    // The retailer picker offers the customer's real retailer catalogue; picking one grants ACCESS to it.
    await page.getByText('Members see only the data of these retailers.', { exact: false }).waitFor();
    await page.getByLabel('Retailers').click();
    const firstRetailer = page.locator('.ant-select-item-option').first();
    const retailerName = (await firstRetailer.innerText()).trim();
    expect(retailerName).not.toBe('');
    await firstRetailer.click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/user-management/');
    const row = page.getByRole('row', { name: new RegExp(roleName) });
    await row.getByText('Read only', { exact: true }).waitFor();

    await page.reload();
    await page
      .getByRole('row', { name: new RegExp(roleName) })
      .getByText('Read only', { exact: true })
      .waitFor();
    await page.getByRole('button', { name: `Edit role ${roleName}` }).click();
    await page.waitForURL('**/user-management/role/edit/?id=*');
    expect(await page.getByRole('checkbox', { name: /Read only/ }).isChecked()).toBe(true);
    await page.locator('.ant-select-selection-item', { hasText: retailerName }).waitFor();
  });
});
