import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { COPY_LINK_CONFIRMATION } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyLinkButton } from './CopyLinkButton';

// The clipboard is the worker's, shared with other files: each test's spy goes with it.
afterEach(() => vi.restoreAllMocks());

describe('CopyLinkButton', () => {
  it('creates a page link in the active customer and copies its address', async () => {
    const calls = fakeServer(() => json({ hash: 'k3y.42' }, 201));
    const { user } = renderWithProviders(<CopyLinkButton path="/" />, {
      preloadedState: { session: signedInSession() },
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: /Copy link/ }));
    expect(await screen.findByText(COPY_LINK_CONFIRMATION)).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/link/k3y.42/`);
    expect(calls[0]).toMatchObject({ path: '/api/customer/42/deep-link', body: { entityType: 'page', entityId: '/' } });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText(COPY_LINK_CONFIRMATION)).toBeNull();
  });

  it('says so when the link cannot be created, and copies nothing', async () => {
    fakeServer(() => json({ message: 'Server error' }, 500));
    const { user } = renderWithProviders(<CopyLinkButton path="/dashboards/" />, {
      preloadedState: { session: signedInSession() },
    });
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: /Copy link/ }));
    expect(await screen.findByText('The link could not be created.')).toBeInTheDocument();
    expect(writeText).not.toHaveBeenCalled();
  });
});
