import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';

const PASSWORD = 'Plum-Harbour-Lantern-7';

/** The switcher in the header shows the active customer's name. */
const activeCustomer = (page: Page, name: string) => page.getByRole('banner').getByTitle(name, { exact: true });

async function fillSignUp(page: Page, form: { companyName: string; fullName: string; email: string }) {
  await page.getByLabel('Company name').fill(form.companyName);
  await page.getByLabel('Full name').fill(form.fullName);
  await page.getByLabel('Email').fill(form.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByLabel('I accept the terms of service').check();
}

describe('sign-up and demo activation in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('a visitor signs up from /login/, lands signed in at home in the new company, then adds another', async () => {
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.waitForURL('**/create-account/');
    await fillSignUp(page, {
      companyName: 'Northwind Traders',
      fullName: 'Nora Lindqvist',
      email: 'nora@northwind.test',
    });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await activeCustomer(page, 'Northwind Traders').waitFor();
    // Administrator of the new company: the admin-only tile is there.
    await page.getByRole('link', { name: 'Pricing' }).waitFor();

    // Signed in, the same page adds a company and switches to it.
    await page.goto('/create-account/');
    await page.getByLabel('Company name').fill('Northwind Outlet');
    await page.getByLabel('I accept the terms of service').check();
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Create account' }).click();
    await reloaded;
    await activeCustomer(page, 'Northwind Outlet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('shows the server answer for an address already registered', async () => {
    await page.goto('/create-account/');
    await fillSignUp(page, { companyName: 'Acme Again', fullName: 'Alice Again', email: 'admin@acme.test' });
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('An account with this e-mail address already exists.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/create-account/');
  });

  it('a visitor activates a demo account and lands signed in at home in the demo company', async () => {
    await page.goto('/activate-demo-account/');
    await fillSignUp(page, { companyName: 'Demo Foods', fullName: 'Dora Demo', email: 'dora@demofoods.test' });
    await page.getByRole('button', { name: 'Activate demo' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await activeCustomer(page, 'Demo Foods').waitFor();
    // Signed in now, the demo page itself sends the user home.
    await page.goto('/activate-demo-account/');
    await page.waitForURL((url) => url.pathname === '/');
  });
});
