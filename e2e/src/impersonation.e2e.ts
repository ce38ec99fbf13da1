import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** Signs in over HTTP and creates a deep link to a page of the app in the user's first customer. */
async function createPageLink(baseUrl: string, email: string, path: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const customers = (await (await fetch(`${baseUrl}/api/customer/get-all`, { headers: auth })).json()) as Record<
    string,
    { id: number }
  >;
  const customerId = Math.min(...Object.values(customers).map((customer) => customer.id));
  const created = await fetch(`${baseUrl}/api/customer/${customerId}/deep-link`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ entityType: 'page', entityId: path }),
  });
  expect(created.status).toBe(201);
  return ((await created.json()) as { hash: string }).hash;
}

describe('login-as and deep links in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets the system admin log in as the analyst and go back', async () => {
    await signInOnce(page, 'sysadmin@shelfsight.test');
    await page
      .getByRole('banner')
      .getByRole('button', { name: /System Admin/ })
      .click();
    await page.getByRole('menuitem', { name: /Log in as…/ }).click();
    await page.getByLabel('E-mail').fill('analyst@acme.test');
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await reloaded;
    // The user menu names who is signed in (Home no longer shows the address).
    await page
      .getByRole('button', { name: /analyst/i })
      .first()
      .waitFor();

    const back = page.getByRole('button', { name: 'Back to sysadmin@shelfsight.test' });
    await back.waitFor();
    const restored = page.waitForEvent('load');
    await back.click();
    await restored;
    await page
      .getByRole('banner')
      .getByRole('button', { name: /System Admin/ })
      .click();
    await page.getByRole('menuitem', { name: /Log in as…/ }).waitFor();
    expect(await page.getByRole('button', { name: /Back to/ }).count()).toBe(0);
  });

  it('leads a signed-out visitor of a deep link through sign-in to its page', async () => {
    const hash = await createPageLink(inject('baseUrl'), 'admin@acme.test', '/profile/');
    await page.goto(`/link/${encodeURIComponent(hash)}/`);
    await page.waitForURL('**/login/');
    // Signing in on this very page keeps the remembered way back to the link.
    await page.getByLabel('Email').fill('analyst@acme.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/');
    expect(new URL(page.url()).pathname).toBe('/profile/');
  });
});
