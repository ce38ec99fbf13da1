import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, signIn, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

const NEW_PASSWORD = 'Quiet-Orchard-Window-58';

async function signOut(page: Page, displayName: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(displayName) })
    .click();
  await page.getByText('Sign out').click();
  await page.waitForURL('**/login/');
}

describe('user management in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test add a custom role and a user with it, who then signs in', async () => {
    const suffix = Date.now().toString(36);
    const roleName = `Auditors ${suffix}`;
    const email = `auditor-${suffix}@acme.test`;
    await signInOnce(page, 'admin@acme.test');
    await page.getByRole('link', { name: 'Users and roles' }).click();
    await page.waitForURL('**/user-management/');

    await page.getByRole('button', { name: 'Add role' }).click();
    await page.waitForURL('**/user-management/role/add/');
    await page.getByLabel('Role name').fill(roleName);
    await page.getByRole('checkbox', { name: /Product management/ }).check();
    await page.getByRole('button', { name: 'Add role' }).click();
    await page.waitForURL((url) => url.pathname === '/user-management/');
    await page.getByRole('cell', { name: roleName, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add user' }).click();
    await page.waitForURL('**/user-management/user/add/');
    await page.getByLabel('Name').fill('Aldo Auditor');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByLabel('Roles').click();
    await page.getByTitle(roleName, { exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.waitForURL((url) => url.pathname === '/user-management/');
    const row = page.getByRole('row', { name: new RegExp(email) });
    await row.getByText(roleName).waitFor();

    await signOut(page, 'Alice Admin');
    await signIn(page, email, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /Aldo Auditor/ }).waitFor();
    // The session carries the new role and what it grants.
    const stored = await page.evaluate<string | null>('localStorage.getItem("authUser")');
    const sessionUser = JSON.parse(stored ?? '{}') as { hasProductManagement: boolean; roles: { name: string }[] };
    expect(sessionUser.roles.map((role) => role.name)).toEqual([roleName]);
    expect(sessionUser.hasProductManagement).toBe(true);
  });

  it('shows readonly@acme.test no add buttons and refuses its writes with 403', async () => {
    await signInOnce(page, 'readonly@acme.test');
    expect(await page.getByRole('link', { name: 'Users and roles' }).count()).toBe(0);
    await page.goto('/user-management/');
    await page.getByText('Only administrators of this customer may manage users and roles.').waitFor();
    expect(await page.getByRole('button', { name: 'Add user' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add role' }).count()).toBe(0);

    const baseUrl = inject('baseUrl');
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'readonly@acme.test', password: DEMO_PASSWORD }),
    });
    const { token, user } = (await login.json()) as { token: string; user: { roles: { customerId: number }[] } };
    const customerId = user.roles[0]?.customerId;
    const write = await fetch(`${baseUrl}/api/customer/${customerId}/role/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: 'Not allowed' }),
    });
    expect(write.status).toBe(403);
    expect(((await write.json()) as { message: string }).message).toBe(
      'Your role is read-only: you cannot create, change or delete anything in this customer.',
    );
  });
});
