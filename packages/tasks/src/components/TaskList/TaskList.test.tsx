import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { sampleStatuses, sampleTasks, sampleUsers } from '../../testing/sampleData';
import { formatDueDate } from '../../utils/dueDate';
import { TaskList, type TaskListProps } from './TaskList';
import { TASK_LIST_TEXTS } from './TaskRow';

function renderList(overrides: Partial<TaskListProps> = {}) {
  const actions = {
    onOpen: vi.fn(),
    onStatus: vi.fn(),
    onAssignee: vi.fn(),
    onDelete: vi.fn(),
    onReorder: vi.fn(),
  };
  const view = renderWithProviders(
    <TaskList tasks={sampleTasks} statuses={sampleStatuses} users={sampleUsers} {...actions} {...overrides} />,
  );
  return { ...view, ...actions };
}

const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('TaskList', () => {
  it('shows the tasks in their stored order with status, assignees and due date', () => {
    renderList();
    expect(rowTitles()).toEqual(sampleTasks.map((task) => task.title));
    const first = screen.getByRole('listitem', { name: sampleTasks[0]!.title });
    expect(within(first).getByRole('button', { name: 'Status Open' })).toBeInTheDocument();
    expect(within(first).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(first).getByText('NO DATE SET')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: sampleTasks[1]!.title })).getByText('Unassigned')).toBeVisible();
  });

  it('marks a passed due date as overdue unless the task is done', () => {
    const yesterday = DateTime.now().minus({ days: 1 }).toISO()!;
    const tasks = [
      { ...sampleTasks[0]!, dueDateTime: yesterday },
      { ...sampleTasks[2]!, dueDateTime: yesterday },
      { ...sampleTasks[1]!, dueDateTime: DateTime.now().plus({ days: 1 }).toISO()! },
    ];
    renderList({ tasks });
    const shown = formatDueDate(yesterday);
    expect(screen.getByLabelText(`${TASK_LIST_TEXTS.overdue}: ${shown}`)).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Overdue/)).toHaveLength(1);
    // The done task with the same passed date reads as a plain date.
    expect(within(screen.getByRole('listitem', { name: sampleTasks[2]!.title })).getByText(shown)).toBeInTheDocument();
  });

  it('moves a task with the arrow keys on its handle and sends the whole new order', async () => {
    const { user, onReorder } = renderList();
    screen.getByRole('button', { name: `Move ${sampleTasks[0]!.title} (arrow keys)` }).focus();
    await user.keyboard('{ArrowDown}');
    const ids = sampleTasks.map((task) => task.id);
    expect(onReorder).toHaveBeenCalledWith([ids[1], ids[0], ids[2]]);
    screen.getByRole('button', { name: `Move ${sampleTasks[0]!.title} (arrow keys)` }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onReorder).toHaveBeenCalledTimes(1);
  });

  it('leaves a task still being created out of the stored order and its menus shut', async () => {
    const creating = { ...sampleTasks[0]!, id: -1, title: 'Brand new', creating: true };
    const { user, onReorder } = renderList({ tasks: [creating, ...sampleTasks] });
    expect(
      within(screen.getByRole('listitem', { name: 'Brand new' })).getByRole('button', { name: 'Status Open' }),
    ).toBeDisabled();
    screen.getByRole('button', { name: `Move ${sampleTasks[0]!.title} (arrow keys)` }).focus();
    await user.keyboard('{ArrowUp}');
    expect(onReorder).toHaveBeenCalledWith(sampleTasks.map((task) => task.id));
  });

  it('assigns and unassigns one user per click of the assignee menu', async () => {
    const { user, onAssignee } = renderList();
    await user.hover(screen.getByRole('button', { name: `Assignees of ${sampleTasks[0]!.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Ada Lovelace' }));
    expect(onAssignee).toHaveBeenLastCalledWith(31, sampleUsers[0], true);
    await user.click(screen.getByRole('menuitem', { name: 'Grace Hopper' }));
    expect(onAssignee).toHaveBeenLastCalledWith(31, sampleUsers[6], false);
  });

  it('asks before deleting from the detail menu, and opens the task from it', async () => {
    const { user, onDelete, onOpen } = renderList();
    await user.hover(screen.getByRole('button', { name: `Details of ${sampleTasks[1]!.title}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this task?')).toBeInTheDocument();
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(30);
    await user.click(screen.getByText(sampleTasks[2]!.title));
    expect(onOpen).toHaveBeenCalledWith(29);
  });
});
