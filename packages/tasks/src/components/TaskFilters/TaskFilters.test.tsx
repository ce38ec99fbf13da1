import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleStatuses, sampleUsers } from '../../testing/sampleData';
import { NO_TASK_FILTER, type TaskFilter } from '../../utils/taskFilter';
import { TASK_FILTER_TEXTS, TaskFilters } from './TaskFilters';

function renderFilters(filter: TaskFilter = NO_TASK_FILTER) {
  const onChange = vi.fn();
  const view = renderWithProviders(
    <TaskFilters
      filter={filter}
      statuses={sampleStatuses}
      users={sampleUsers}
      shown={1}
      total={3}
      onChange={onChange}
    />,
  );
  return { ...view, onChange };
}

describe('TaskFilters', () => {
  it('offers the statuses by sequence number and sends the chosen one', async () => {
    const { user, onChange } = renderFilters();
    await user.click(screen.getByRole('combobox', { name: TASK_FILTER_TEXTS.status }));
    const listed = [...sampleStatuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber).map((s) => s.stateTitle);
    expect(await screen.findByTitle(listed[0]!)).toBeInTheDocument();
    const titles = [...document.querySelectorAll('.ant-select-item-option')].map((item) => item.getAttribute('title'));
    expect(titles).toEqual([TASK_FILTER_TEXTS.anyStatus, ...listed]);
    await user.click(screen.getByTitle('In progress'));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TASK_FILTER, status: 'In progress' });
  });

  it('offers the viewer, nobody and each member by name as assignees', async () => {
    const { user, onChange } = renderFilters();
    await user.click(screen.getByRole('combobox', { name: TASK_FILTER_TEXTS.assignee }));
    await user.click(await screen.findByTitle(TASK_FILTER_TEXTS.me));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TASK_FILTER, assignee: 'me' });
    await user.click(screen.getByRole('combobox', { name: TASK_FILTER_TEXTS.assignee }));
    await user.click(await screen.findByTitle('Grace Hopper'));
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TASK_FILTER, assignee: 13 });
  });

  it('sends the search as it is typed', async () => {
    const { user, onChange } = renderFilters();
    await user.type(screen.getByRole('searchbox', { name: TASK_FILTER_TEXTS.search }), 'p');
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_TASK_FILTER, search: 'p' });
  });

  it('says how many tasks a filter keeps and clears it', async () => {
    const { user, onChange } = renderFilters({ ...NO_TASK_FILTER, status: 'Done' });
    expect(screen.getByRole('status')).toHaveTextContent(TASK_FILTER_TEXTS.shown(1, 3));
    await user.click(screen.getByRole('button', { name: TASK_FILTER_TEXTS.clear }));
    expect(onChange).toHaveBeenLastCalledWith(NO_TASK_FILTER);
  });

  it('names the product the list is about and lets it go', async () => {
    const { user, onChange } = renderFilters({ ...NO_TASK_FILTER, productId: 4711 });
    // The name comes from the catalogue; without an answer the id stands in.
    expect(screen.getByText(TASK_FILTER_TEXTS.about('Product 4711'))).toBeInTheDocument();
    await user.click(screen.getByLabelText(TASK_FILTER_TEXTS.anyProduct));
    expect(onChange).toHaveBeenLastCalledWith(NO_TASK_FILTER);
  });

  it('shows no count and no clear button without a filter', () => {
    renderFilters();
    expect(screen.queryByRole('button', { name: TASK_FILTER_TEXTS.clear })).toBeNull();
    expect(screen.queryByText(TASK_FILTER_TEXTS.shown(1, 3))).toBeNull();
  });
});
