import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, signIn, useBrowser } from './support/browser';
import { newestMail, resetLinkOf } from './support/outbox';

const EMAIL = 'pm@acme.test';
const NEW_PASSWORD = 'Plum-Harbour-Lantern-7';

/** Puts the demo password back through the same API, so later test files can sign in as pm. */
async function restoreDemoPassword(baseUrl: string, dataDir: string) {
  const sent = await fetch(`${baseUrl}/api/auth/reset-password/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL }),
  });
  expect(sent.status).toBe(204);
  const hash = resetLinkOf(await newestMail(dataDir)).searchParams.get('hash') ?? '';
  const reset = await fetch(`${baseUrl}/api/auth/reset-password/${encodeURIComponent(hash)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD }),
  });
  expect(reset.status).toBe(204);
}

describe('password reset by e-mail in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeAll(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('requests a link, follows it from the mail, sets a new password and signs in with it', async () => {
    await page.goto('/login/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/request-password-reset-email/');
    await page.getByLabel('Email').fill(EMAIL);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If an account exists for this address').waitFor();

    const link = resetLinkOf(await newestMail(inject('dataDir')));
    expect(link.origin).toBe(inject('baseUrl'));
    await page.goto(link.toString());
    await page.getByLabel('New password').fill('qwertyuiop');
    await page.getByLabel('Confirm password').fill('qwertyuiop');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This password is one of the most common ones').waitFor();

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    // The link is spent: opening it again explains that and offers a new one.
    await page.goto(link.toString());
    await page.getByText('This password reset link has already been used.').waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).waitFor();

    await signIn(page, EMAIL, DEMO_PASSWORD);
    await page.getByText('Invalid credentials').waitFor();
    await signIn(page, EMAIL, NEW_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/');
    // Signed in as Paula: the user menu names her.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Paula Product/ })
      .waitFor();

    await restoreDemoPassword(inject('baseUrl'), inject('dataDir'));
  });
});
