import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

const switcher = (page: Page) => page.getByRole('combobox', { name: 'Active customer' });
/**
 * The switcher sits in the header; the selected customer's name shows there as the chosen item's title (the
 * customer's brand beside it shows the name as text too).
 */
const selectedCustomer = (page: Page, name: string) => page.getByRole('banner').getByTitle(name, { exact: true });

describe('customers in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('signs admin@acme.test in with Acme Retail active and switches to Brandco with a reload', async () => {
    await signInOnce(page, 'admin@acme.test');
    await switcher(page).waitFor();
    await selectedCustomer(page, 'Acme Retail').waitFor();
    // The customer's own logo and display name head the page.
    await page.getByRole('banner').getByRole('img', { name: 'Acme Retail logo' }).waitFor();
    // Admin of Acme: the admin-only tile is there.
    await page.getByRole('link', { name: 'Pricing' }).waitFor();

    const storedCustomer = () => page.evaluate<string | null>('localStorage.getItem("activeCustomerId")');
    const before = await storedCustomer();
    expect(before).not.toBeNull();
    const reloaded = page.waitForEvent('load');
    await switcher(page).click();
    await page.getByTitle('Brandco', { exact: true }).click();
    await reloaded;
    await selectedCustomer(page, 'Brandco').waitFor();
    await page.getByRole('banner').getByRole('img', { name: 'Brandco logo' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await storedCustomer()).not.toBe(before);
    // Not an admin in Brandco: the tiles follow the scopes of the active customer.
    await page.getByRole('link', { name: 'Help center' }).waitFor();
    expect(await page.getByRole('link', { name: 'Pricing' }).count()).toBe(0);
  });

  it('shows the trial-expired text to expired@acme.test', async () => {
    await signIn(page, 'expired@acme.test');
    await page.getByText("You don't have access to the tool, because your trial has expired.").waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
  });

  it('sends pending@pendingco.test to /customer-activation/', async () => {
    await signIn(page, 'pending@pendingco.test');
    await page.waitForURL('**/customer-activation/');
    await page.getByText('Your account is being set up').waitFor();
  });
});
