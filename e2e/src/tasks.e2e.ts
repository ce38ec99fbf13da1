import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi } from './support/customerApi';
import { signInOnce } from './support/signedIn';

/** The open (not closing) list of a select or a mention box. */
const openList = (page: Page, kind: 'select' | 'mentions') =>
  page.locator(`.ant-${kind}-dropdown:not(.ant-${kind}-dropdown-hidden)`);

describe('tasks in Chromium', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await newPage(browser(), inject('baseUrl'));
  });

  it('lets admin@acme.test create a task, assign it, move it on, comment with a mention and read its log', async () => {
    const title = `Check the Tesco shelf price ${Date.now().toString(36)}`;
    await signInOnce(page, 'admin@acme.test');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Tasks', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/tasks/');

    await page.getByRole('button', { name: 'New task' }).click();
    await page.waitForURL((url) => url.searchParams.get('task') === 'new');
    const create = page.getByRole('dialog', { name: 'New task' });
    await create.getByRole('textbox', { name: 'Title' }).fill(title);
    await create.getByRole('button', { name: 'Create', exact: true }).click();

    // The new task is on top of the list, in the first status, once the server has saved it.
    const tasks = page.getByRole('list', { name: 'Tasks' });
    const row = tasks.getByRole('listitem', { name: title });
    await row.getByRole('button', { name: 'Status Open' }).waitFor();
    await expect.poll(() => tasks.getByRole('listitem').first().getAttribute('aria-label')).toBe(title);
    await expect.poll(() => row.getByLabel('Saving').count()).toBe(0);

    await row.getByText(title, { exact: true }).click();
    await page.waitForURL((url) => /^\d+$/.test(url.searchParams.get('task') ?? ''));
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.getByText('NO DATE SET').waitFor();

    await dialog.getByLabel('Assignees', { exact: true }).click();
    await openList(page, 'select').locator('.ant-select-item-option[title="Andy Analyst"]').click();
    await dialog.getByText('Creator', { exact: true }).click();
    await expect.poll(() => openList(page, 'select').count()).toBe(0);
    await dialog.getByLabel('Status', { exact: true }).click();
    await openList(page, 'select').locator('.ant-select-item-option', { hasText: 'In progress' }).click();

    const comment = dialog.getByRole('textbox', { name: 'New comment' });
    await comment.click();
    // Paula, not the assignee: the notifications test counts Andy's unread notifications.
    await comment.pressSequentially('Please look at this, @Pau');
    await openList(page, 'mentions').getByText('Paula Product', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    const comments = dialog.getByRole('region', { name: 'Comments' });
    await comments.getByText('@Paula Product').waitFor();

    const log = dialog.getByRole('region', { name: 'Log' });
    await log.getByText('Task created').waitFor();
    await log.getByText('Assigned Andy Analyst').waitFor();
    await log.getByText("Status changed from 'Open' to 'In progress'").waitFor();
    await log.getByText('Comment added').waitFor();

    // The list shows the same task with its new status and assignee after the dialog closes.
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => !url.searchParams.has('task'));
    await row.getByRole('button', { name: 'Status In progress' }).waitFor();
    await row.getByText('Andy Analyst').waitFor();
  });

  it('reorders tasks by keyboard and by dragging, and keeps the order after a reload', async () => {
    const { api } = await customerApi('admin@acme.test');
    const suffix = Date.now().toString(36);
    const titles = ['first', 'second'].map((name) => `Reorder ${name} ${suffix}`);
    // Created oldest first, so the second is on top.
    for (const title of titles) await api('POST', 'task', { status: 'Open', title });
    await signInOnce(page, 'admin@acme.test');
    await page.goto(new URL('/tasks/', inject('baseUrl')).href);
    const tasks = page.getByRole('list', { name: 'Tasks' });
    const order = async () => {
      const labels = await tasks.getByRole('listitem').evaluateAll((rows) => rows.map((row) => row.ariaLabel));
      return labels.filter((label) => titles.includes(label ?? ''));
    };
    await expect.poll(order).toEqual([titles[1], titles[0]]);

    await tasks.getByRole('button', { name: `Move ${titles[1]} (arrow keys)` }).press('ArrowDown');
    await expect.poll(order).toEqual([titles[0], titles[1]]);
    /** Whether the server has stored `first` above `second`. */
    const storedAbove = async (first: string, second: string) => {
      const { sequence } = await api<{ sequence: number[] }>('GET', 'task/sequence');
      const { data } = await api<{ data: { id: number; title: string }[] }>('GET', 'tasks');
      const idOf = (title: string) => data.find((task) => task.title === title)?.id;
      return sequence.indexOf(idOf(first)!) < sequence.indexOf(idOf(second)!);
    };
    await expect.poll(() => storedAbove(titles[0]!, titles[1]!)).toBe(true);

    const handle = tasks.getByRole('button', { name: `Move ${titles[1]} (arrow keys)` });
    const target = await tasks.getByRole('listitem', { name: titles[0] }).boundingBox();
    const start = await handle.boundingBox();
    await page.mouse.move(start!.x + start!.width / 2, start!.y + start!.height / 2);
    await page.mouse.down();
    await page.mouse.move(start!.x + start!.width / 2, target!.y + 2, { steps: 12 });
    await page.mouse.up();
    await expect.poll(order).toEqual([titles[1], titles[0]]);
    // Reload only once the new order is stored: the save may still be on its way.
    await expect.poll(() => storedAbove(titles[1]!, titles[0]!)).toBe(true);
    await page.reload();
    await expect.poll(order).toEqual([titles[1], titles[0]]);
  });

  it('narrows the list by assignee and search, keeps the filter in the address and clears it', async () => {
    const { api } = await customerApi('admin@acme.test');
    type Listed = { id: number; title: string; status: string; assignedUserIds: number[] };
    const { data } = await api<{ data: Listed[] }>('GET', 'tasks');
    const users = await api<{ data: { id: number; displayName: string }[] }>('GET', 'task-users');
    const paula = users.data.find((user) => user.displayName === 'Paula Product')!;
    const hers = data.filter((task) => task.assignedUserIds.includes(paula.id)).map((task) => task.title);
    expect(hers.length).toBeGreaterThan(0);
    await signInOnce(page, 'admin@acme.test');
    await page.goto(new URL('/tasks/', inject('baseUrl')).href);
    const titles = () =>
      page
        .getByRole('list', { name: 'Tasks' })
        .getByRole('listitem')
        .evaluateAll((rows) => rows.map((row) => row.ariaLabel));
    await expect.poll(titles).toEqual(data.map((task) => task.title));

    await page.getByRole('combobox', { name: 'Assignee' }).click();
    await openList(page, 'select').getByTitle(paula.displayName).click();
    await expect.poll(titles).toEqual(hers);
    await expect.poll(() => new URL(page.url()).searchParams.get('assignee')).toBe(String(paula.id));
    // A word of her first task's title, in other case: that task and any other of hers holding it.
    const word = hers[0]!.split(' ').find((part) => part.length > 4)!;
    await page.getByRole('searchbox', { name: 'Search tasks' }).fill(word.toUpperCase());
    const both = hers.filter((title) => title.toLowerCase().includes(word.toLowerCase()));
    await expect.poll(titles).toEqual(both);
    await page.getByText(`${both.length} of ${data.length} tasks`).waitFor();
    await page.reload();
    await expect.poll(titles).toEqual(both);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(titles).toEqual(data.map((task) => task.title));
    expect(new URL(page.url()).search).toBe('');
  });
});
