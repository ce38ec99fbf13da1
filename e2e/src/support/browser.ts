import { chromium, type Browser, type Download, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function launchBrowser(executablePath = CHROMIUM_PATH): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** What Chromium reported as blocked by the Content-Security-Policy, on any page of the running test. */
const policyViolations: string[] = [];

/**
 * The run's one Chromium (globalSetup.ts launches it) for the calling describe block; returns a getter for it. A
 * launch per file cost each file about a second. The block talks to it over a connection of its own, whose
 * closing after the block closes every context the block opened, so no page, socket or sign-in outlives its file.
 * Every test of the block fails if a page it opened broke the server's Content-Security-Policy: the whole app
 * must work under the policy, on every screen the suite visits.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterEach(() => {
    expect(policyViolations.splice(0), 'Content-Security-Policy violations').toEqual([]);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium has not been connected yet');
    return browser;
  };
}

/** A download's bytes; read through playwright, since the browser runs in another process than the test. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
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
