import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi, type CustomerApi } from './support/customerApi';
import { expectDrawn, openDashboard } from './support/dashboard';
import { productDialog } from './support/productDetails';
import { signInOnce } from './support/signedIn';

/** What these tests read of a task (contracts' taskSchema). */
interface TaskEntry {
  id: number;
  title: string;
  productId: number | null;
  widgetId: number | null;
}

/** The customer's task of this title, once the server has saved it. */
async function savedTask(api: CustomerApi, title: string): Promise<TaskEntry> {
  let found: TaskEntry | undefined;
  await expect
    .poll(async () => {
      const { data } = await api<{ data: TaskEntry[] }>('GET', 'tasks');
      found = data.find((task) => task.title === title);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

/** Chooses 'Create task' in the menu a "more" button opens and fills the create dialog's title, then creates. */
async function createTaskFromMenu(page: Page, moreButton: Locator, title: string, expectedLink: string) {
  await moreButton.click();
  await page.getByRole('menuitem', { name: 'Create task' }).click();
  await page.waitForURL((url) => url.searchParams.get('task') === 'new');
  const [name, value] = expectedLink.split('=');
  expect(new URL(page.url()).searchParams.get(name!)).toBe(value);
  const create = page.getByRole('dialog', { name: 'New task' });
  await create.getByRole('textbox', { name: 'Title' }).fill(title);
  await create.getByRole('button', { name: 'Create', exact: true }).click();
  await create.waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.has('task')).toBe(false);
}

/** Opens the task of this title from the /tasks/ list; returns its dialog. */
async function openFromTasksList(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Tasks', exact: true })
    .click();
  await page.waitForURL((url) => url.pathname === '/tasks/');
  const row = page.getByRole('list', { name: 'Tasks' }).getByRole('listitem', { name: title });
  await row.getByText(title, { exact: true }).click();
  await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('task') ?? ''));
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

describe("'Create task' on products and widgets in Chromium", { timeout: 180_000 }, () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
  });

  it("creates a task from a product's details, linked to the product, whose link opens the product", async () => {
    const { api } = await customerApi('admin@acme.test');
    const title = `Check the shelf price ${Date.now().toString(36)}`;
    // A product of the customer, opened by its address as a shared link or a product cell writes it; the
    // details dialog names it once loaded.
    const [product] = await api<{ id: number; name: string }[]>('GET', 'dashboard/filter/products');
    const productId = String(product!.id);
    await page.goto(`/?product=${productId}`);
    const details = productDialog(page);
    await details.waitFor({ timeout: 60_000 });
    await expect
      .poll(async () => (await details.locator('.ant-modal-title').textContent())?.trim(), { timeout: 60_000 })
      .toBe(product!.name);

    await createTaskFromMenu(
      page,
      details.getByRole('button', { name: 'More actions' }),
      title,
      `taskProduct=${productId}`,
    );
    // The product's details stay open under the closed create dialog.
    expect(new URL(page.url()).searchParams.get('product')).toBe(productId);
    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });
    const task = await savedTask(api, title);
    expect([task.productId, task.widgetId]).toEqual([Number(productId), null]);

    const dialog = await openFromTasksList(page, title);
    expect(new URL(page.url()).searchParams.get('task')).toBe(String(task.id));
    const linkedTo = dialog.locator('.ant-descriptions-item').filter({ hasText: 'Linked to' });
    // The link names the product as the catalogue does.
    const productLink = linkedTo.getByRole('button', { name: product!.name, exact: true });
    await productLink.click();
    await expect
      .poll(async () => (await productDialog(page).locator('.ant-modal-title').textContent())?.trim(), {
        timeout: 60_000,
      })
      .toBe(product!.name);
    expect(new URL(page.url()).searchParams.get('product')).toBe(productId);
  });

  it("lists a product's tasks from its details' 'Show its tasks'", async () => {
    const { api } = await customerApi('admin@acme.test');
    const { data } = await api<{ data: TaskEntry[] }>('GET', 'tasks');
    // The demo links tasks to products; the first linked one's product, and every task about it.
    const productId = data.find((task) => task.productId !== null)!.productId!;
    const about = data.filter((task) => task.productId === productId).map((task) => task.title);
    const products = await api<{ id: number; name: string }[]>('GET', 'dashboard/filter/products');
    const name = products.find((product) => product.id === productId)!.name;
    await page.goto(`/?product=${productId}`);
    const details = productDialog(page);
    await details.waitFor({ timeout: 60_000 });
    await details.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Show its tasks' }).click();
    await page.waitForURL((url) => url.pathname === '/tasks/');
    expect(new URL(page.url()).searchParams.get('aboutProduct')).toBe(String(productId));
    await details.waitFor({ state: 'detached' });
    await page.getByText(`About ${name}`).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Tasks' })
          .getByRole('listitem')
          .evaluateAll((rows) => rows.map((row) => row.ariaLabel)),
      )
      .toEqual(about);
  });

  it("creates a task from a dashboard widget card's 'More actions', linked to the placed widget", async () => {
    const { api } = await customerApi('admin@acme.test');
    const title = `Review the stock widget ${Date.now().toString(36)}`;
    const widgetTitle = 'Product prices and stock';
    await openDashboard(page, 'Availability and price');
    const widget = page.getByRole('figure', { name: widgetTitle });
    await expectDrawn(widget);
    // The saved widget the card shows, as the server lists the dashboard's placed widgets.
    const placed = await api<{ widgetId: number; title: string }[]>('GET', 'dashboard-widgets');
    const widgetIds = placed.filter((entry) => entry.title === widgetTitle).map((entry) => entry.widgetId);
    expect(new Set(widgetIds).size).toBe(1);
    const widgetId = widgetIds[0]!;

    await createTaskFromMenu(
      page,
      page.getByRole('button', { name: `More actions for ${widgetTitle}`, exact: true }),
      title,
      `taskWidget=${widgetId}`,
    );
    const task = await savedTask(api, title);
    expect([task.productId, task.widgetId]).toEqual([null, widgetId]);

    // The link names the saved widget as the server stores it.
    const saved = await api<{ name: string }>('GET', `widget/${widgetId}`);
    const dialog = await openFromTasksList(page, title);
    const linkedTo = dialog.locator('.ant-descriptions-item').filter({ hasText: 'Linked to' });
    await linkedTo.getByRole('link', { name: saved.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/widgets/edit/' && url.searchParams.get('id') === `${widgetId}`);
  });
});
