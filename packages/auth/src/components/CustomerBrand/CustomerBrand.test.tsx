import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerBrand } from './CustomerBrand';

const acme = {
  id: 42,
  name: 'Acme Retail',
  licenseName: 'Professional',
  isFree: false,
  bookmarks: [],
  licenseFilterCount: 0,
  dataRetention: { months: 3 },
  activeId: 42,
  parkerStatus: 'enabled',
  pendingSetup: false,
  accountType: 'CUSTOMER',
  activeFrom: null,
  activeUntil: null,
  toolAccess: true,
  accountDescription: 'Consumer electronics retailer.',
  apiKey: null,
  customerDisplayName: 'Acme Retail Group',
  customerLogoUrl: '/customer-logos/acme-retail.svg',
  customerSmallLogoUrl: '/customer-logos/acme-retail-small.svg',
  dataRetentionMonths: 3,
  dateCreated: '2024-01-02T00:00:00.000Z',
  guiVersion: '2',
  licensePlanName: 'Professional',
  pricingType: 'STANDARD',
};

const renderBrand = () =>
  renderWithProviders(<CustomerBrand />, {
    preloadedState: { session: signedInSession({ user: sampleAuthUser, activeCustomerId: 42 }) },
  });

describe('CustomerBrand', () => {
  it("shows the active customer's small logo and display name", async () => {
    const asked: string[] = [];
    fakeServer((request) => {
      asked.push(request.url);
      return json(acme);
    });
    renderBrand();
    expect(await screen.findByText('Acme Retail Group')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme Retail Group logo' })).toHaveAttribute(
      'src',
      '/customer-logos/acme-retail-small.svg',
    );
    expect(asked.map((url) => new URL(url).pathname + new URL(url).search)).toEqual([
      '/api/customer/get-active?customerId=42',
    ]);
  });

  it('falls back to the name and to its first letter when no logo is set or the logo does not load', async () => {
    fakeServer(() => json({ ...acme, customerDisplayName: null, customerSmallLogoUrl: null }));
    renderBrand();
    const logo = await screen.findByRole('img', { name: 'Acme Retail logo' });
    expect(logo).toHaveAttribute('src', '/customer-logos/acme-retail.svg');
    fireEvent.error(logo);
    expect(screen.queryByRole('img', { name: 'Acme Retail logo' })).toBeNull();
    expect(screen.getByText('A')).toBeInTheDocument();
    expect(screen.getByText('Acme Retail')).toBeInTheDocument();
  });
});
