import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newPage, useBrowser } from './support/browser';
import { customerApi } from './support/customerApi';
import { outboxMails, type Mail } from './support/outbox';
import { signInOnce } from './support/signedIn';

/** The open (not closing) list of a select or a mention box. */
const openList = (page: Page, kind: 'select' | 'mentions') =>
  page.locator(`.ant-${kind}-dropdown:not(.ant-${kind}-dropdown-hidden)`);

/** The member mentioned here: not the analyst, whose notifications another suite counts. */
const MENTIONED = { email: 'pm@acme.test', name: 'Paula Product' };
const AUTHOR = 'Alice Admin';

describe('task assignees, mentions and the log in Chromium', { timeout: 180_000 }, () => {
  const browser = useBrowser();

  it('assigns and mentions a member, who gets the notification and the mail linking to the task', async () => {
    const title = `Count the facings ${Date.now().toString(36)}`;
    const { api } = await customerApi('admin@acme.test');
    await api('POST', 'task', { status: 'Open', title });
    const { data: tasks } = await api<{ data: { id: number; title: string }[] }>('GET', 'tasks');
    const taskId = tasks.find((task) => task.title === title)!.id;
    const { api: mentionedApi } = await customerApi(MENTIONED.email);
    const unreadBefore = (await mentionedApi<{ isRead: boolean }[]>('GET', 'notifications')).filter(
      (notification) => !notification.isRead,
    ).length;

    const page = await newPage(browser(), inject('baseUrl'));
    await signInOnce(page, 'admin@acme.test');
    await page.goto(`/tasks/?task=${taskId}`);
    const dialog = page.getByRole('dialog', { name: title });
    await dialog.waitFor();

    await dialog.getByLabel('Assignees', { exact: true }).click();
    await openList(page, 'select').locator(`.ant-select-item-option[title="${MENTIONED.name}"]`).click();
    await dialog.getByText('Creator', { exact: true }).click();
    await expect.poll(() => openList(page, 'select').count()).toBe(0);
    await dialog.getByLabel('Status', { exact: true }).click();
    await openList(page, 'select').locator('.ant-select-item-option', { hasText: 'In progress' }).click();

    const comment = dialog.getByRole('textbox', { name: 'New comment' });
    await comment.click();
    await comment.pressSequentially('Please count them again, @Pau');
    await openList(page, 'mentions').getByText(MENTIONED.name, { exact: true }).click();
    await dialog.getByRole('button', { name: 'Add comment' }).click();
    await dialog.getByRole('region', { name: 'Comments' }).getByText(`@${MENTIONED.name}`).waitFor();

    const log = dialog.getByRole('region', { name: 'Log' });
    await log.getByText('Task created').waitFor();
    await log.getByText(`Assigned ${MENTIONED.name}`).waitFor();
    await log.getByText("Status changed from 'Open' to 'In progress'").waitFor();
    await log.getByText('Comment added').waitFor();
    // The server stored what the dialog shows: the status, the assignee and the mention of that member.
    const { data: members } = await api<{ data: { id: number; displayName: string }[] }>('GET', 'task-users');
    const mentionedId = members.find((member) => member.displayName === MENTIONED.name)!.id;
    const { data: details } = await api<{
      data: { status: string; assignedUserIds: number[]; comments: { mentionedUserIds: number[] }[] };
    }>('GET', `task/${taskId}/details`);
    expect(details.status).toBe('In progress');
    expect(details.assignedUserIds).toEqual([mentionedId]);
    expect(details.comments.map((saved) => saved.mentionedUserIds)).toEqual([[mentionedId]]);
    await page.context().close();

    // The mail: to the mentioned member, naming the author and the task, with the task's address on this server.
    const taskLink = new URL(`/tasks/?task=${taskId}`, inject('baseUrl')).href;
    let mail: Mail | undefined;
    await expect
      .poll(
        async () => {
          mail = (await outboxMails(inject('dataDir'))).find(
            (sent) => sent.to.includes(MENTIONED.email) && sent.subject.includes(title),
          );
          return mail !== undefined;
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    expect(mail!.subject).toBe(`${AUTHOR} mentioned you in a task: ${title}`);
    expect(mail!.text).toContain(taskLink);
    expect(mail!.text).toContain(`@${MENTIONED.name}`);
    expect(mail!.text).not.toContain('@[user:');

    // The mentioned member sees it in the bell, one more unread than before, and the mail's link opens the task.
    const mentioned = await newPage(browser(), inject('baseUrl'));
    await signInOnce(mentioned, MENTIONED.email);
    await mentioned
      .getByRole('button', { name: `Notifications, ${unreadBefore + 1} unread`, exact: true })
      .click({ timeout: 30_000 });
    const notification = mentioned.getByRole('listitem', { name: `${AUTHOR} mentioned you in a task` });
    await notification.getByText(title).first().waitFor();

    await mentioned.goto(taskLink);
    const opened = mentioned.getByRole('dialog', { name: title });
    await opened.getByRole('region', { name: 'Comments' }).getByText(`@${MENTIONED.name}`).waitFor();
    await mentioned.context().close();
  });
});
