import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TASK_FILTER_TEXTS } from '../components/TaskFilters';
import { sampleStatuses, sampleTasks, sampleUsers } from '../testing/sampleData';
import { TasksPage } from './TasksPage';

const routes = () =>
  fakeRoutes({
    'GET /api/customer/42/tasks': () => json({ data: sampleTasks }),
    'GET /api/customer/42/task-statuses': () => json({ data: sampleStatuses }),
    'GET /api/customer/42/task-users': () => json({ data: sampleUsers }),
    'POST /api/customer/42/task-statuses': () => json({ stateId: 5, stateTitle: 'Waiting', sequenceNumber: 999 }),
  });
const page = [{ path: '/tasks/', element: <TasksPage /> }];
const rowTitles = () =>
  within(screen.getByRole('list', { name: 'Tasks' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('aria-label'));

describe('TasksPage', () => {
  it('lists the tasks and opens the create dialog through the address', async () => {
    routes();
    const { user, router } = renderRoutes(page, { route: '/tasks/', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText(sampleTasks[2]!.title)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /New task/ }));
    expect(router.state.location.search).toBe('?task=new');
    await user.click(screen.getByText(sampleTasks[1]!.title));
    expect(router.state.location.search).toBe(`?task=${sampleTasks[1]!.id}`);
  });

  it('lets an administrator add a status, sequence number 999 unless told', async () => {
    const server = routes();
    const { user } = renderRoutes(page, { route: '/tasks/', preloadedState: { session: signedInSession() } });
    await user.type(await screen.findByRole('textbox', { name: 'New status' }), 'Waiting');
    await user.click(screen.getByRole('button', { name: 'Add status' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        stateTitle: 'Waiting',
        sequenceNumber: 999,
      }),
    );
  });

  it('narrows the list by the filter in the address, says how many it keeps and stops reordering', async () => {
    routes();
    const { user, router } = renderRoutes(page, {
      route: '/tasks/?status=Done',
      preloadedState: { session: signedInSession() },
    });
    const done = sampleTasks.filter((task) => task.status === 'Done');
    expect(await screen.findByText(done[0]!.title)).toBeInTheDocument();
    expect(rowTitles()).toEqual(done.map((task) => task.title));
    expect(screen.getByText(TASK_FILTER_TEXTS.shown(done.length, sampleTasks.length))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Move ${done[0]!.title} (arrow keys)` })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: TASK_FILTER_TEXTS.clear }));
    expect(rowTitles()).toEqual(sampleTasks.map((task) => task.title));
    await user.type(screen.getByRole('searchbox', { name: TASK_FILTER_TEXTS.search }), 'zebra');
    expect(await screen.findByText(TASK_FILTER_TEXTS.noMatch)).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('zebra');
  });

  it('shows no status settings to members who are not administrators', async () => {
    routes();
    const member = signedInSession({ user: { ...sampleAuthUser, isAdmin: false }, scopes: {} });
    renderRoutes(page, { route: '/tasks/', preloadedState: { session: member } });
    expect(await screen.findByText(sampleTasks[0]!.title)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Statuses' })).toBeNull();
  });
});
