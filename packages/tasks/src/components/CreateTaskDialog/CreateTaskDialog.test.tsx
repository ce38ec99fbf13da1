import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import { sampleStatuses } from '../../testing/sampleData';
import { CreateTaskDialog } from './CreateTaskDialog';

const NOW = DateTime.fromISO('2026-11-30T09:12:00');

describe('CreateTaskDialog', () => {
  it('creates in the first status by sequence with the due date the switch set, and closes', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/task-statuses': () => json({ data: sampleStatuses }),
      'POST /api/customer/42/task': () => json({ statusCode: 400, error: 'Bad Request', message: 'x' }, 400),
    });
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CreateTaskDialog onClose={onClose} now={() => NOW} />, {
      preloadedState: { session: signedInSession() },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Count the facings');
    await user.click(screen.getByRole('switch', { name: 'Due date' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    const tomorrowAtThree = NOW.plus({ days: 1 }).set({ hour: 15, minute: 0, second: 0, millisecond: 0 });
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        status: 'Open',
        title: 'Count the facings',
        dueDateTime: tomorrowAtThree.toISO(),
      }),
    );
    expect(onClose).toHaveBeenCalledOnce();
  });
});
