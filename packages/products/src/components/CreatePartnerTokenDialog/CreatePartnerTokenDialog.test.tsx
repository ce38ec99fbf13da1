import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { partnerTokenMessages } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createdToken } from '../../testing/samplePartnerTokens';
import { CreatePartnerTokenDialog } from './CreatePartnerTokenDialog';

describe('CreatePartnerTokenDialog', () => {
  it('creates a token with the chosen name and scopes and shows it once with a copy button', async () => {
    const onCreate = vi.fn().mockResolvedValue(createdToken);
    const onClose = vi.fn();
    const { user } = renderWithProviders(<CreatePartnerTokenDialog open onCreate={onCreate} onClose={onClose} />);
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    await user.type(screen.getByLabelText('Name'), 'Warehouse sync');
    await user.click(screen.getByLabelText(/Read data/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    expect(onCreate).toHaveBeenCalledWith({ name: 'Warehouse sync', scopes: ['ingest', 'read'] });
    expect(await screen.findByLabelText('New token')).toHaveTextContent(createdToken.token);
    await user.click(screen.getByRole('button', { name: 'Copy token' }));
    expect(writeText).toHaveBeenCalledWith(createdToken.token);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for a name and a scope before calling the server', async () => {
    const onCreate = vi.fn();
    const { user } = renderWithProviders(<CreatePartnerTokenDialog open onCreate={onCreate} onClose={() => {}} />);
    await user.click(screen.getByLabelText(/Ingest data/));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText(partnerTokenMessages.nameRequired)).toBeInTheDocument();
    expect(await screen.findByText(partnerTokenMessages.scopesRequired)).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows why the server refused', async () => {
    const onCreate = vi.fn().mockRejectedValue(new Error('Only administrators of this customer may do this'));
    const { user } = renderWithProviders(<CreatePartnerTokenDialog open onCreate={onCreate} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Name'), 'Feed');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Only administrators of this customer may do this')).toBeInTheDocument();
  });
});
