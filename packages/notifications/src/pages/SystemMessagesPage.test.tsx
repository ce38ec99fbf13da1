import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { SystemMessage } from '@shelfsight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SystemMessagesPage } from './SystemMessagesPage';

const maintenance: SystemMessage = {
  id: 5,
  systemMessageEvent: 'after_login',
  systemMessageType: 'maintenance',
  title: 'Planned maintenance',
  message: 'Down on Sunday.',
  isActive: true,
  datetimeFrom: '2024-03-01T08:30:00.000Z',
  datetimeTo: null,
  dateFrom: '2024-03-01',
  timeFrom: '08:30',
  dateTo: null,
  timeTo: null,
  createdAt: '2024-02-01T00:00:00.000Z',
  updatedAt: '2024-02-01T00:00:00.000Z',
};

const asSystemAdmin = { session: signedInSession({ user: { ...sampleAuthUser, isSystemAdmin: true } }) };

describe('SystemMessagesPage', () => {
  it('refuses anyone but system admins', () => {
    renderWithProviders(<SystemMessagesPage />, { preloadedState: { session: signedInSession() } });
    expect(screen.getByText('Only system administrators manage system messages.')).toBeInTheDocument();
  });

  it('lists messages and deactivates one', async () => {
    const calls = fakeServer((request) => (request.method === 'GET' ? json([maintenance]) : json({ ...maintenance, isActive: false })));
    const { user } = renderWithProviders(<SystemMessagesPage />, { preloadedState: asSystemAdmin });
    expect(await screen.findByText('2024-03-01 08:30 – until deactivated')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Planned maintenance' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({ path: '/api/system-messages/5', body: { isActive: false, title: 'Planned maintenance' } });
  });

  it('creates a message and shows the field the server refuses', async () => {
    const calls = fakeServer((request) =>
      request.method === 'GET'
        ? json([])
        : json({ statusCode: 400, error: 'Bad Request', message: 'Invalid body: title', fields: { title: 'Too long' } }, 400),
    );
    const { user } = renderWithProviders(<SystemMessagesPage />, { preloadedState: asSystemAdmin });
    await user.click(await screen.findByRole('button', { name: 'New message' }));
    await user.type(screen.getByLabelText('Title'), 'New retailers');
    await user.type(screen.getByLabelText('Message'), 'Coolblue and Bol.com are now tracked.');
    fireEvent.change(screen.getByLabelText('Start date (UTC)'), { target: { value: '2024-04-01' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ title: 'New retailers', dateFrom: '2024-04-01', timeFrom: '00:00' });
  });
});
