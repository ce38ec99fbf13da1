import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { erpFeedToken, oldAgencyToken, powerBiToken, samplePartnerTokens } from '../../testing/samplePartnerTokens';
import { PartnerTokenTable } from './PartnerTokenTable';

/** The date as a reader of the table sees it, e.g. 'Feb 3, 2026', computed without the app's formatter. */
const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('PartnerTokenTable', () => {
  it('shows name, scopes, prefix, creation and last use of each token', () => {
    renderWithProviders(<PartnerTokenTable tokens={samplePartnerTokens} onRevoke={() => {}} />);
    const erp = within(rowOf(erpFeedToken.name));
    expect(erp.getByText('Ingest data')).toBeInTheDocument();
    expect(erp.getByText('ssp_Q3vN8kLx…')).toBeInTheDocument();
    expect(erp.getByText(`${shortDate(erpFeedToken.createdAt)} by Ada Lovelace`)).toBeInTheDocument();
    expect(erp.getByText(shortDate(erpFeedToken.lastUsedAt as string))).toBeInTheDocument();
    expect(within(rowOf(powerBiToken.name)).getByText('Never')).toBeInTheDocument();
    const old = within(rowOf(oldAgencyToken.name));
    expect(old.getByText(`Revoked ${shortDate(oldAgencyToken.revokedAt as string)}`)).toBeInTheDocument();
    expect(old.queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
  });

  it('revokes only after the confirmation', async () => {
    const onRevoke = vi.fn();
    const { user } = renderWithProviders(<PartnerTokenTable tokens={samplePartnerTokens} onRevoke={onRevoke} />);
    await user.click(screen.getByRole('button', { name: `Revoke ${powerBiToken.name}` }));
    expect(await screen.findByText(/Systems using "Power BI reader" lose access at once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onRevoke).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: `Revoke ${powerBiToken.name}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(onRevoke).toHaveBeenCalledWith(powerBiToken.id);
  });
});
