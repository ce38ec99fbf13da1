import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDetails, sampleStatuses, sampleUsers } from '../../testing/sampleData';
import TaskOverlay from './TaskOverlay';

const session = { session: signedInSession() };
const common = {
  'GET /api/customer/42/task-statuses': () => json({ data: sampleStatuses }),
  'GET /api/customer/42/task-users': () => json({ data: sampleUsers }),
  'GET /api/customer/42/task/31/details': () => json({ data: sampleDetails }),
};

function renderOverlay(route: string, close = vi.fn()) {
  return {
    close,
    ...renderRoutes([{ path: '/tasks/', element: <TaskOverlay close={close} /> }], { route, preloadedState: session }),
  };
}

describe('TaskOverlay', () => {
  it('creates a task in the first status by sequence number and closes at once', async () => {
    const server = fakeRoutes({
      ...common,
      'POST /api/customer/42/task': () => json({ data: { ...sampleDetails, id: 40 } }),
    });
    const { user, close } = renderOverlay('/tasks/?task=new');
    const dialog = await screen.findByRole('dialog', { name: 'New task' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Count the facings');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    const first = [...sampleStatuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber)[0]!.stateTitle;
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        status: first,
        title: 'Count the facings',
        description: '',
        dueDateTime: null,
      }),
    );
    expect(close).toHaveBeenCalled();
  });

  it('opens the task the address names, 800 wide, with its fields', async () => {
    fakeRoutes(common);
    renderOverlay('/tasks/?task=31');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(sampleDetails.title);
    expect(document.querySelector('.ant-modal')).toHaveStyle({ width: '800px' });
  });

  it('restores a deleted comment when the server refuses the delete', async () => {
    const server = fakeRoutes({
      ...common,
      'DELETE /api/customer/42/task/31/comment/501': () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'No' }, 403),
    });
    const { user } = renderOverlay('/tasks/?task=31');
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await user.click(within(comments).getByRole('button', { name: 'Delete' }));
    await user.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1)!);
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await within(comments).findByText('@Grace Hopper')).toBeInTheDocument();
  });

  it('closes the dialog of a task that does not exist', async () => {
    fakeRoutes({
      ...common,
      'GET /api/customer/42/task/77/details': () =>
        json({ statusCode: 404, error: 'Not Found', message: 'Task not found' }, 404),
    });
    const { close } = renderOverlay('/tasks/?task=77');
    await waitFor(() => expect(close).toHaveBeenCalled());
  });
});
