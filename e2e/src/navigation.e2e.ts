import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { signInOnce } from './support/signedIn';

describe('the side menu in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  const menu = () => page.getByRole('navigation', { name: 'Main navigation' });
  const tile = (name: string) => menu().getByRole('link', { name, exact: true });
  const highlighted = () => menu().locator('.ant-menu-item-selected');

  async function signedInAs(email: string) {
    await signInOnce(page, email);
    await tile('Home').waitFor();
  }

  it('gives admin@acme.test the Widgets and Upload tiles, which open their screens and stay highlighted there', async () => {
    await signedInAs('admin@acme.test');
    for (const group of ['Analytics', 'Data', 'Settings', 'Administration'])
      await menu().getByText(group, { exact: true }).waitFor();
    // Every tile's label shows whole: none ends in an ellipsis.
    const cutOff = await menu()
      .locator('.ant-menu-title-content')
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent),
      );
    expect(cutOff).toEqual([]);
    expect(await tile('Users and roles').count()).toBe(1);
    // System messages are managed by system admins only.
    expect(await tile('System messages').count()).toBe(0);

    await tile('Widgets').click();
    await page.waitForURL((url) => url.pathname === '/widgets/');
    await page.getByRole('heading', { name: 'Widgets' }).waitFor();
    expect(await highlighted().innerText()).toBe('Widgets');

    await tile('Upload').click();
    await page.waitForURL((url) => url.pathname === '/upload-data-set/');
    await page.getByRole('heading', { name: 'Upload data set' }).waitFor();
    expect(await highlighted().innerText()).toBe('Upload');
  });

  it('shows analyst@acme.test no administration or upload tiles', async () => {
    await signedInAs('analyst@acme.test');
    await tile('Widgets').waitFor();
    await tile('My profile').waitFor();
    for (const name of ['Upload', 'Users and roles', 'System messages', 'Pricing'])
      expect(await tile(name).count(), name).toBe(0);
    expect(await menu().getByText('Administration', { exact: true }).count()).toBe(0);
    expect(await highlighted().innerText()).toBe('Home');
  });

  it('keeps the menu in view while a long screen scrolls, and scrolls the menu itself to its last tile', async () => {
    await signedInAs('admin@acme.test');
    await page.goto('/widgets/');
    await page.getByRole('heading', { name: 'Widgets' }).waitFor();
    const viewportHeight = page.viewportSize()!.height;
    // The widget cards come after the heading: wait until the screen is longer than the window.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight), { timeout: 30_000 })
      .toBe(true);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const widgetsTile = (await tile('Widgets').boundingBox())!;
    expect(widgetsTile.y).toBeGreaterThanOrEqual(0);
    expect(widgetsTile.y + widgetsTile.height).toBeLessThanOrEqual(viewportHeight);

    // The last tile can be scrolled into view above the collapse trigger.
    const menuBody = page.locator('.ant-layout-sider-children');
    await menuBody.evaluate((element) => element.scrollTo(0, element.scrollHeight));
    const lastTile = (await menu().getByRole('link').last().boundingBox())!;
    const trigger = (await page.locator('.ant-layout-sider-trigger').boundingBox())!;
    expect(lastTile.y + lastTile.height).toBeLessThanOrEqual(trigger.y);
  });

  it('collapses to icons and expands again', async () => {
    await signedInAs('analyst@acme.test');
    const sider = page.locator('.ant-layout-sider');
    const trigger = page.locator('.ant-layout-sider-trigger');
    await trigger.click();
    await page.locator('.ant-layout-sider-collapsed').waitFor();
    await menu().locator('.ant-menu-inline-collapsed').waitFor();
    // The sider animates its width: wait for it to settle rather than reading it mid-transition.
    await expect
      .poll(async () => (await sider.boundingBox())?.width ?? Number.POSITIVE_INFINITY, { timeout: 10_000 })
      .toBeLessThan(100);
    await trigger.click();
    await page.locator('.ant-layout-sider-collapsed').waitFor({ state: 'detached' });
    await tile('Widgets').waitFor();
  });

  it('lets a system admin reach system messages, create one on its own screen, and edit it from a deep link', async () => {
    await signedInAs('sysadmin@shelfsight.test');
    await tile('System messages').click();
    await page.waitForURL((url) => url.pathname === '/system-messages/');
    await page.getByRole('button', { name: 'New message' }).click();
    await page.waitForURL((url) => url.pathname === '/system-messages/edit/' && url.search === '');
    expect(await highlighted().innerText()).toBe('System messages');

    const title = `Catalogue refresh ${Date.now().toString(36)}`;
    await page.getByLabel('Title').fill(title);
    await page.getByLabel('Message').fill('New retailers are tracked from Monday.');
    // A start far ahead keeps the message from popping up after sign-in in other tests.
    await page.getByLabel('Start date (UTC)').fill('2099-01-01');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/system-messages/');

    await page.getByRole('button', { name: `Edit ${title}` }).click();
    await page.waitForURL((url) => url.pathname === '/system-messages/edit/' && /^\?id=\d+$/.test(url.search));
    const deepLink = page.url();
    await page.reload();
    await page.getByRole('heading', { name: 'Edit system message' }).waitFor();
    expect(page.url()).toBe(deepLink);
    expect(await page.getByLabel('Title').inputValue()).toBe(title);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL((url) => url.pathname === '/system-messages/');
    await page.getByRole('cell', { name: title, exact: true }).waitFor();
  });
});
