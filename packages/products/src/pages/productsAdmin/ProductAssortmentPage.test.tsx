import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleProductsPage } from '../../testing/productsAdminSamples';
import { ProductAssortmentPage } from './ProductAssortmentPage';

const routes = [{ path: '/admin/products/assortment/', element: <ProductAssortmentPage /> }];
const session = { session: signedInSession() };
const retailers = [3, 7, 12, 15].map((id) => ({
  id,
  displayName: { 3: 'dm Drogerie', 7: 'Rossmann', 12: 'Amazon UK', 15: 'Hornbach' }[id],
  logoUrl: null,
  countryCode: 'DE',
  countryName: 'Germany',
  activeProductCount: 10,
  retailerSettings: {
    retailerId: id,
    keywordUrl: null,
    allowSearchKeywords: true,
    allowSearchCategories: true,
    allowConfigOtherRankings: false,
    siteRootUrl: 'https://example.com',
    categoryTemplateType: null,
    categoryInputTemplate: null,
  },
  maxVisibilityTrackingEntitiesAllowed: 50,
  module: 'none',
}));

describe('ProductAssortmentPage', () => {
  it('shows the retailers each product is expected at and saves a removed one', async () => {
    const server = fakeRoutes({
      'POST /api/customer/42/products-v2': () => json(sampleProductsPage),
      'GET /api/customer/42/retailers': () => json(retailers),
      'PUT /api/customer/42/products-v2/102/assortments': () => json({ ok: true }),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/assortment/', preloadedState: session });
    const row = (await screen.findByText('Tornvik Cordless Drill 18 V')).closest('tr')!;
    expect(await within(row).findByText('Hornbach')).toBeInTheDocument();
    expect(within(row).getByText('Partly matched')).toBeInTheDocument();
    // The chip's remove button sits beside its label.
    let chip = within(row).getByText('Hornbach').parentElement!;
    while (!chip.querySelector('[class*="remove"]')) chip = chip.parentElement!;
    await user.click(chip.querySelector('[class*="remove"]')!);
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PUT')?.body).toEqual({ retailerIds: [12] }),
    );
  });
});
