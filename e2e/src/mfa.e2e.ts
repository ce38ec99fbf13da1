import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

/** The fixed demo secret of mfa@acme.test, as published in the README's demo accounts. */
const MFA_DEMO_SECRET = 'SHELFSIGHTDEMOMFASECRET234567ABC';

describe('multi-factor sign-in in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('asks mfa@acme.test for a code, signs in with it, then trusts this device until revoked', async () => {
    await signIn(page, 'mfa@acme.test');
    await page.waitForURL((url) => url.pathname === '/mfa/');
    expect(new URL(page.url()).searchParams.get('email')).toBe('mfa@acme.test');

    await page.getByLabel('Authentication code').fill(await generate({ secret: MFA_DEMO_SECRET }));
    await page.getByLabel('Trust this device for 30 days').check();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation').waitFor();

    // The user menu leads to the profile, which lists this browser as trusted.
    await page.getByRole('button', { name: /Max Multifactor/ }).click();
    // The side menu has a 'My profile' tile too; the dropdown's item opens last.
    await page
      .getByRole('menuitem', { name: /My profile/ })
      .last()
      .click();
    await page.waitForURL((url) => url.pathname === '/profile/');
    await page.getByText('mfa@acme.test').first().waitFor();
    await page.getByText(/Two-step verification is on since/).waitFor();
    await page.getByRole('button', { name: 'Revoke Chrome on Linux' }).waitFor();

    // Signing out keeps the device identifier, so the next sign-in skips the code step.
    await page.getByRole('button', { name: /Max Multifactor/ }).click();
    await page.getByText('Sign out').click();
    await page.waitForURL('**/login/');
    await signIn(page, 'mfa@acme.test');
    await page.waitForURL((url) => url.pathname === '/');

    // Revoked on the trusted-device screen, the device is asked for a code again.
    await page.goto('/mfa-trusted/');
    await page.getByRole('button', { name: 'Revoke Chrome on Linux' }).click();
    await page.getByText('No device is trusted.').waitFor();
    await page.goto('/profile/');
    await page.getByRole('button', { name: /Max Multifactor/ }).click();
    await page.getByText('Sign out').click();
    await page.waitForURL('**/login/');
    await signIn(page, 'mfa@acme.test');
    await page.waitForURL((url) => url.pathname === '/mfa/');
  });
});
