import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemMessageEditPage } from './SystemMessageEditPage';
import { maintenanceMessage as maintenance } from '../testing/sampleSystemMessages';

const asSystemAdmin = { session: signedInSession({ user: { ...sampleAuthUser, isSystemAdmin: true } }) };

const renderAt = (route: string, preloadedState: object = asSystemAdmin) =>
  renderRoutes(
    [
      { path: '/system-messages/', element: <p>The list</p> },
      { path: '/system-messages/edit/', element: <SystemMessageEditPage /> },
    ],
    { preloadedState, route },
  );

describe('SystemMessageEditPage', () => {
  it('refuses anyone but system admins', () => {
    renderAt('/system-messages/edit/', { session: signedInSession() });
    expect(screen.getByText('Only system administrators manage system messages.')).toBeInTheDocument();
  });

  it('opens the message named in the link, saves it and returns to the list', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET' ? json([maintenance]) : json({ ...maintenance, title: 'Maintenance moved' }),
    );
    const { router, user } = renderAt('/system-messages/edit/?id=5');
    const title = await screen.findByLabelText('Title');
    expect(title).toHaveValue('Planned maintenance');
    expect(screen.getByRole('heading', { name: 'Edit system message' })).toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Maintenance moved');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('The list');
    expect(router.state.location.pathname).toBe('/system-messages/');
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/system-messages/5',
      body: { title: 'Maintenance moved', message: 'Down on Sunday.', dateFrom: '2024-03-01', timeFrom: '08:30' },
    });
  });

  it('creates a message without an id and keeps the screen open on the field the server refuses', async () => {
    const calls = fakeServer(() =>
      json(
        { statusCode: 400, error: 'Bad Request', message: 'Invalid body: title', fields: { title: 'Too long' } },
        400,
      ),
    );
    const { router, user } = renderAt('/system-messages/edit/');
    expect(screen.getByRole('heading', { name: 'New system message' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), 'New retailers');
    await user.type(screen.getByLabelText('Message'), 'Coolblue and Bol.com are now tracked.');
    fireEvent.change(screen.getByLabelText('Start date (UTC)'), { target: { value: '2024-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      title: 'New retailers',
      dateFrom: '2024-04-01',
      timeFrom: '00:00',
    });
    expect(calls.some((call) => call.method === 'GET')).toBe(false);
    expect(router.state.location.pathname).toBe('/system-messages/edit/');
  });

  it('goes back to the list without saving', async () => {
    const calls = fakeServer(() => json([maintenance]));
    const { router, user } = renderAt('/system-messages/edit/?id=5');
    await screen.findByLabelText('Title');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByText('The list');
    expect(router.state.location.pathname).toBe('/system-messages/');
    expect(calls.every((call) => call.method === 'GET')).toBe(true);
  });

  it('says so when the linked message does not exist', async () => {
    fakeServer(() => json([maintenance]));
    renderAt('/system-messages/edit/?id=99');
    expect(await screen.findByText('Message not found')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Back to system messages' })).toHaveAttribute(
        'href',
        '/system-messages/',
      ),
    );
  });
});
