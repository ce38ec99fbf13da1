import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, newPage, signIn, useBrowser } from './support/browser';

/** The paths of the scripts the page requests from now on. */
function scriptsLoadedBy(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

describe('the app shell in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('sends an anonymous visitor from / to /login/', async () => {
    await page.goto('/');
    await page.waitForURL('**/login/');
    expect(new URL(page.url()).pathname).toBe('/login/');
    await expect(page.title()).resolves.toContain('Shelfsight');
  });

  it('refuses a wrong password', async () => {
    await signIn(page, 'analyst@acme.test', 'not-the-password');
    await page.getByText('Invalid credentials').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
  });

  it('lets the analyst sign in, see the main layout and sign out', async () => {
    await signIn(page, 'analyst@acme.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation').waitFor();
    // Home shows the home tabs now, not a welcome card with the address.
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor();
    await page.getByRole('button', { name: /analyst/i }).click();
    await page.getByText('Sign out').click();
    await page.waitForURL('**/login/');
    expect(new URL(page.url()).pathname).toBe('/login/');
  });

  it("sends the sign-in page's scripts brotli-compressed and kept a year, its HTML revalidated", async () => {
    const baseUrl = inject('baseUrl');
    const html = await fetch(`${baseUrl}/login/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(html.headers.get('content-encoding')).toBe('br');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    expect(html.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const scripts = [...(await html.text()).matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(`${baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding'), script).toBe('br');
      expect(response.headers.get('cache-control'), script).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends a signed-out visitor of a screen to sign in without its code, and opens it after sign-in', async () => {
    const signInScripts = scriptsLoadedBy(page);
    await page.goto('/login/', { waitUntil: 'networkidle' });

    const visitor = await newPage(browser(), inject('baseUrl'));
    const visitorScripts = scriptsLoadedBy(visitor);
    await visitor.goto('/widgets/');
    await visitor.waitForURL('**/login/');
    await visitor.waitForLoadState('networkidle');
    // The route tables may load: they tell a screen behind sign-in from an unknown path.
    const beyondSignIn = [...visitorScripts].filter(
      (script) => !signInScripts.has(script) && !/\/discoveredFeatures-[^/]+\.js$/.test(script),
    );
    expect(beyondSignIn).toEqual([]);

    await visitor.getByLabel('Email').fill('analyst@acme.test');
    await visitor.getByLabel('Password').fill(DEMO_PASSWORD);
    await visitor.getByRole('button', { name: 'Sign in' }).click();
    await visitor.waitForURL((url) => url.pathname === '/widgets/');
    await visitor.getByRole('heading', { name: 'Widgets' }).waitFor();
    await visitor.context().close();
  });

  it('tells crawlers to stay out with a real robots.txt', async () => {
    const response = await fetch(`${inject('baseUrl')}/robots.txt`);
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n');
  });

  it('serves client routes on a fresh load and answers unknown pages with a 404 page', async () => {
    await page.goto('/no-such-page/');
    await page.getByText('This page could not be found').waitFor();
  });
});
