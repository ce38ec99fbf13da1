import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { signIn } from './browser';

// Signing in through the form costs every test a page load and the server a password hash, so each demo account
// signs in through it once per run and later tests start from the browser state saved then (cookies and local
// storage). The tests of signing in itself (wrong passwords, MFA, expired trials, new passwords) use signIn.

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A saved state is used only while its access token has this long to live, so no test outlives it. */
const TOKEN_MARGIN_MS = 5 * 60_000;

/** A page of the server's origin that loads nothing, to write the saved local storage before the app starts. */
const BLANK_PATH = '/__e2e-saved-sign-in__';

function stateFile(email: string): string {
  return join(inject('signedInStateDir'), `${email}.json`);
}

/** The access token the app keeps in local storage under `token` (BROWSER_STORAGE_KEYS in contracts). */
function accessTokenOf(state: StorageState, origin: string): string | undefined {
  return state.origins.find((entry) => entry.origin === origin)?.localStorage.find((item) => item.name === 'token')
    ?.value;
}

function expiresAt(token: string): number {
  const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (payload.exp ?? 0) * 1000;
}

/**
 * Whether the server still accepts the saved sign-in: a test may have signed the account out or changed its
 * roles since (either ends its access tokens), or the token may be near its end.
 */
async function stillSignedIn(state: StorageState, baseUrl: string): Promise<boolean> {
  const token = accessTokenOf(state, baseUrl);
  if (!token || expiresAt(token) - Date.now() < TOKEN_MARGIN_MS) return false;
  const response = await fetch(`${baseUrl}/api/auth/user`, { headers: { authorization: `Bearer ${token}` } });
  return response.ok;
}

async function restore(page: Page, state: StorageState, baseUrl: string): Promise<void> {
  await page.context().addCookies(state.cookies);
  const blank = `${baseUrl}${BLANK_PATH}`;
  await page.route(blank, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title></title>' }),
  );
  await page.goto(blank);
  const items = state.origins.find((entry) => entry.origin === baseUrl)?.localStorage ?? [];
  await page.evaluate((saved) => {
    for (const { name, value } of saved) localStorage.setItem(name, value);
  }, items);
  await page.unroute(blank);
  await page.goto('/');
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Leaves `page` on Home signed in as the demo account `email`: from the account's saved state while the server
 * accepts it, else through the sign-in form, whose resulting state is saved for the next test.
 */
export async function signInOnce(page: Page, email: string): Promise<void> {
  const baseUrl = inject('baseUrl');
  const file = stateFile(email);
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as StorageState) : undefined;
  if (saved && (await stillSignedIn(saved, baseUrl))) {
    await restore(page, saved, baseUrl);
  } else {
    await signIn(page, email);
    // Home: the sign-in, and with it the state to save, is complete.
    await page.waitForURL((url) => url.pathname === '/');
    writeFileSync(file, JSON.stringify(await page.context().storageState()));
  }
}
