import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Flags keep Chromium quiet on a machine without outside network.
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** What Chromium reported as blocked by the Content-Security-Policy, on any page of the running test. */
const policyViolations: string[] = [];

/**
 * One Chromium for the calling describe block, closed after it; returns a getter for it. Every test
 * of the block fails if a page it opened broke the server's Content-Security-Policy: the whole app
 * must work under the policy, on every screen the suite visits.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(() => {
    expect(policyViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium has not been launched yet');
    return browser;
  };
}

/**
 * A page in a context of its own. It asks for reduced motion, which the app honours by opening and closing
 * antd's dialogs and dropdowns without animation: on a loaded machine a click could land on a dialog still
 * zooming in, or on the button of one still fading out.
 */
export async function newPage(browser: Browser, baseUrl: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width: 1366, height: 860 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(`${page.url()}: ${message.text()}`);
  });
  return page;
}

/** Collects what `page` logs as an error or throws, for tests that require a page to work without any. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

export const DEMO_PASSWORD = 'Demo-Password-1';

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
