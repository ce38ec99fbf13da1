import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionLayout } from './SessionLayout';

const routes = [
  { element: <SessionLayout />, children: [{ path: '/no-such-page/', element: <h1>Page not found</h1> }] },
];

describe('SessionLayout', () => {
  it('shows a visitor without a session the page alone', () => {
    fakeRoutes({});
    renderRoutes(routes, { route: '/no-such-page/' });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('keeps the app shell and its menu around the page for a signed-in user', async () => {
    fakeRoutes({});
    renderRoutes(routes, { route: '/no-such-page/', preloadedState: { session: signedInSession() } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect((await screen.findAllByRole('menu')).length).toBeGreaterThan(0);
  });
});
