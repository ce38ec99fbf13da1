import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, signIn, useBrowser } from './support/browser';

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
