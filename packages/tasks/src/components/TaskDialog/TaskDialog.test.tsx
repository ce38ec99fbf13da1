import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { TaskDetails } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { sampleDetails, sampleStatuses, sampleUsers } from '../../testing/sampleData';
import { TaskDialog } from './TaskDialog';

const NOW = DateTime.fromISO('2026-11-30T21:47:00');

function dialog(task: TaskDetails = sampleDetails) {
  const handlers = {
    onChange: vi.fn(),
    onAssignee: vi.fn(),
    onAdd: vi.fn(),
    onReplace: vi.fn(),
    onDelete: vi.fn(),
    onClose: vi.fn(),
  };
  const element = (shown: TaskDetails) => (
    <TaskDialog
      task={shown}
      statuses={sampleStatuses}
      users={sampleUsers}
      currentUserId={7}
      readOnly={false}
      now={() => NOW}
      {...handlers}
    />
  );
  const view = renderWithProviders(element(task));
  return { ...view, ...handlers, show: (next: TaskDetails) => view.rerender(element(next)) };
}

describe('TaskDialog', () => {
  it('saves the title on blur, not while typing', async () => {
    const { user, onChange } = dialog();
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Check Tesco prices');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ title: 'Check Tesco prices' });
  });

  it('keeps what the user is typing when the task is refetched, and follows the server otherwise', async () => {
    const { user, show } = dialog();
    const description = screen.getByRole('textbox', { name: 'Description' });
    await user.click(description);
    await user.type(description, ' Mine.');
    show({ ...sampleDetails, description: 'Changed by someone else', title: 'Renamed elsewhere' });
    expect(description).toHaveValue(`${sampleDetails.description} Mine.`);
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Renamed elsewhere');
  });

  it('offers the statuses by sequence number and saves the chosen one at once', async () => {
    const { user, onChange } = dialog();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await screen.findAllByRole('option');
    const shown = [...document.querySelectorAll('.ant-select-item-option-content')].map((node) => node.textContent);
    const ordered = [...sampleStatuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber).map((s) => s.stateTitle);
    expect(shown).toEqual(ordered);
    await user.click(screen.getAllByText('Done').at(-1)!);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ status: 'Done' });
  });

  it('sends one assign per added user and one unassign per removed user', async () => {
    const { user, onAssignee } = dialog();
    const assignees = screen.getByRole('combobox', { name: 'Assignees' });
    await user.click(assignees);
    await user.click((await screen.findAllByText('Adam Smith')).at(-1)!);
    expect(onAssignee).toHaveBeenLastCalledWith(sampleUsers[1], true);
    const grace = screen.getAllByText('Grace Hopper').find((node) => node.closest('.ant-select-selection-item'));
    await user.click(
      within(grace!.closest('.ant-select-selection-item') as HTMLElement).getByRole('img', { hidden: true }),
    );
    expect(onAssignee).toHaveBeenLastCalledWith(sampleUsers[6], false);
    expect(onAssignee).toHaveBeenCalledTimes(2);
  });

  it('shows the creator, the comments with names for mentions, and the log', () => {
    dialog();
    expect(screen.getByText('Creator').closest('tr')).toHaveTextContent('Ada Lovelace');
    const comments = screen.getByRole('region', { name: 'Comments' });
    expect(within(comments).getByText('@Grace Hopper')).toBeInTheDocument();
    const log = screen.getByRole('region', { name: 'Log' });
    expect(within(log).getByText('Task created')).toBeInTheDocument();
    expect(within(log).getByText('Assigned Grace Hopper')).toBeInTheDocument();
  });
});

describe('the due date switch', () => {
  it('sets 15:00 tomorrow when no date is set', async () => {
    const { user, onChange } = dialog({ ...sampleDetails, dueDateTime: 'NO DATE SET' });
    expect(screen.getByText('NO DATE SET')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Due date' }));
    const expected = NOW.plus({ days: 1 }).set({ hour: 15, minute: 0, second: 0, millisecond: 0 });
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ dueDateTime: expected.toISO() });
  });

  it('clears the date when turned off', async () => {
    const { user, onChange } = dialog();
    expect(screen.getByRole('switch', { name: 'Due date' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Due date' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ unsetDueDateTime: true });
  });
});
