import { signedInSession } from '@shelfsight/api-client/fixtures';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ParkerLauncher from './ParkerLauncher';

function Address() {
  const location = useLocation();
  return <output aria-label="address">{location.search}</output>;
}

function renderLauncher(hasParkerAccess: boolean, route = '/dashboards/?dashboardId=3') {
  const session = signedInSession();
  return renderWithProviders(
    <>
      <ParkerLauncher />
      <Address />
    </>,
    { route, preloadedState: { session: { ...session, user: { ...session.user!, hasParkerAccess } } } },
  );
}

describe('ParkerLauncher', () => {
  it('shows no bubble without Parker access (the privilege and Parker enabled for the customer)', () => {
    renderLauncher(false);
    expect(screen.queryByTestId('parker-bubble')).not.toBeInTheDocument();
  });

  it('opens the chat drawer by the address, keeping the screen’s own parameters, and closes it again', async () => {
    const { user } = renderLauncher(true);
    await user.click(screen.getByRole('button', { name: 'Ask Parker' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?dashboardId=3&parker=open');
    await user.click(screen.getByRole('button', { name: 'Close Parker' }));
    expect(screen.getByLabelText('address')).toHaveTextContent('?dashboardId=3');
    expect(screen.getByLabelText('address')).not.toHaveTextContent('parker');
  });

  it('keeps the bubble beside the open drawer', () => {
    window.localStorage.clear();
    window.innerWidth = 1440;
    window.innerHeight = 900;
    renderLauncher(true, '/dashboards/?parker=open');
    expect(screen.getByRole('button', { name: 'Close Parker' })).toHaveStyle({ left: `${1440 - 400 - 56 - 24}px` });
  });

  it('shows no bubble over a maximised drawer', () => {
    renderLauncher(true, '/dashboards/?parker=maximised');
    expect(screen.queryByTestId('parker-bubble')).not.toBeInTheDocument();
  });
});
