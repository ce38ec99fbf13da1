import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

/** A session over HTTP: its token headers, the user's name and the id of Acme Retail. */
async function apiSession(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { token, user } = (await login.json()) as { token: string; user: { displayName: string } };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const customers = (await (await fetch(`${baseUrl}/api/customer/get-all`, { headers })).json()) as Record<
    string,
    { id: number; name: string }
  >;
  const acme = Object.values(customers).find((customer) => customer.name === 'Acme Retail');
  if (!acme) throw new Error('Acme Retail is not among the seeded customers');
  return { headers, name: user.displayName, customerId: acme.id };
}

/** The admin's new dashboard, shared with no one, and a deep link to its view. */
async function privateDashboardLink(baseUrl: string) {
  const admin = await apiSession(baseUrl, 'admin@acme.test');
  const created = await fetch(`${baseUrl}/api/customer/${admin.customerId}/dashboard/create`, {
    method: 'POST',
    headers: admin.headers,
    body: JSON.stringify({ name: `Private plan ${Date.now()}` }),
  });
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const link = await fetch(`${baseUrl}/api/customer/${admin.customerId}/deep-link`, {
    method: 'POST',
    headers: admin.headers,
    body: JSON.stringify({ entityType: 'page', entityId: `/dashboards/view/?id=${id}` }),
  });
  expect(link.status).toBe(201);
  return { hash: ((await link.json()) as { hash: string }).hash, ownerName: admin.name };
}

describe('deep-link outcomes in Chromium', { timeout: 120_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('ends a link to a dashboard not shared with the reader in no dashboard access, naming the owner', async () => {
    const { hash, ownerName } = await privateDashboardLink(inject('baseUrl'));
    await signInOnce(page, 'analyst@acme.test');
    await page.goto(`/link/${encodeURIComponent(hash)}/`);
    await page.getByText('This link cannot be opened').waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => page.locator('.ant-result-subtitle').textContent())
      .toBe(`You do not have access to this dashboard. Ask ${ownerName}, its owner, to share it with you.`);
    expect(new URL(page.url()).pathname).toBe(`/link/${encodeURIComponent(hash)}/`);
  });

  it('opens the same link for the owner', async () => {
    const { hash } = await privateDashboardLink(inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    await page.goto(`/link/${encodeURIComponent(hash)}/`);
    await page.waitForURL((url) => url.pathname === '/dashboards/view/', { timeout: 60_000 });
    await page.getByRole('heading', { name: /^Private plan/, level: 1 }).waitFor({ timeout: 60_000 });
  });

  it('shows a signed-in user an unknown address inside the app shell, with its menu', async () => {
    await signInOnce(page, 'analyst@acme.test');
    await page.goto('/no-such-screen/');
    await page.getByText('This page could not be found').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
  });
});
