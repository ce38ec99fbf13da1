import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { DataFreshness } from '@shelfsight/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import DataFreshnessNote from './DataFreshnessNote';

const freshness: DataFreshness = {
  accountStatus: 'active',
  lastUpdated: '2024-03-10T12:45:00.000Z',
  pdpCount: 1250,
  retailers: [
    { id: 3, name: 'Kaufhalle', lastUpdated: '2024-03-10T12:30:00.000Z', pdpCount: 1249 },
    { id: 4, name: 'Shopwell UK', lastUpdated: '2024-03-08T12:00:00.000Z', pdpCount: 1 },
  ],
};

const renderNote = () =>
  renderWithProviders(<DataFreshnessNote />, {
    preloadedState: { session: signedInSession({ user: sampleAuthUser, activeCustomerId: 42 }) },
  });

describe('DataFreshnessNote', () => {
  it("shows when the active customer's data was last updated, and each retailer in its tooltip", async () => {
    const calls = fakeServer(() => json(freshness));
    const { user } = renderNote();
    const note = await screen.findByText('Data updated Mar 10, 2024');
    expect(calls.map((call) => call.path)).toEqual(['/api/customer/42/data-freshness']);
    await user.hover(note);
    expect(await screen.findByText('Kaufhalle: Mar 10, 2024 · 1,249 product pages')).toBeInTheDocument();
    expect(screen.getByText('Shopwell UK: Mar 8, 2024 · 1 product page')).toBeInTheDocument();
    expect(screen.getByText('1,250 product pages in all')).toBeInTheDocument();
  });

  it('says so when the customer has no market data yet', async () => {
    fakeServer(() => json({ accountStatus: 'trial', lastUpdated: null, pdpCount: 0, retailers: [] }));
    renderNote();
    expect(await screen.findByText('No market data yet')).toBeInTheDocument();
  });
});
