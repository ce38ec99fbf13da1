import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

const ACME_RETAIL = 1;

/** Signs in outside the browser, so the page's own session and cookies stay the analyst's. */
async function tokenOf(email: string): Promise<string> {
  const response = await fetch(new URL('/api/login', inject('baseUrl')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login of ${email} failed with ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

describe('notifications in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  const bell = (name: string) => page.getByRole('button', { name, exact: true });
  const item = (title: string) => page.getByRole('listitem', { name: title });

  it('shows the unread count; read toggles and deletes change it and stay after a reload', async () => {
    await signInOnce(page, 'analyst@acme.test');
    await bell('Notifications, 3 unread').click();

    const priceAlert = item('Price alert: 4 Acme coffee machines below the minimum price');
    await priceAlert.getByRole('button', { name: 'Mark as read' }).click();
    await bell('Notifications, 2 unread').waitFor();

    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await bell('Notifications').waitFor();

    await item('Your export is ready').getByRole('button', { name: 'Delete' }).click();
    await item('Your export is ready').waitFor({ state: 'detached' });

    await page.reload();
    await bell('Notifications').click();
    await item('Content score improved').waitFor();
    expect(await item('Your export is ready').count()).toBe(0);
    expect(await page.getByRole('listitem').filter({ hasText: 'Mark as unread' }).count()).toBe(3);
  });

  it('receives a notification sent while the page is open, without a reload', async () => {
    const sysadmin = await tokenOf('sysadmin@shelfsight.test');
    const response = await fetch(new URL(`/api/customer/${ACME_RETAIL}/notifications`, inject('baseUrl')), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sysadmin}` },
      body: JSON.stringify({
        title: 'Planned maintenance tonight',
        body: 'Shelfsight is unavailable from 02:00 to 04:00 UTC.',
        flag: 'warning',
      }),
    });
    expect(response.status).toBe(201);
    await item('Planned maintenance tonight').waitFor();
    await bell('Notifications, 1 unread').waitFor();
  });
});
