import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { amazonDe } from '../../testing/sampleRetailers';
import { RetailerForm } from './RetailerForm';

const countries = [
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
];

describe('RetailerForm', () => {
  it('saves an edited retailer with its settings, empty optional fields as null', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <RetailerForm initial={amazonDe} countries={countries} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await user.clear(screen.getByLabelText('Display name'));
    await user.type(screen.getByLabelText('Display name'), 'Amazon Germany');
    await user.clear(screen.getByLabelText('Category input template'));
    await user.click(screen.getByLabelText('Allow other rankings'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'amazon-de',
      displayName: 'Amazon Germany',
      logoUrl: amazonDe.logoUrl,
      countryCode: 'DE',
      siteRootUrl: 'https://www.amazon.de',
      keywordUrl: 'https://www.amazon.de/s?k={keyword}',
      allowSearchKeywords: true,
      allowSearchCategories: true,
      allowConfigOtherRankings: true,
      categoryTemplateType: 'URL',
      categoryInputTemplate: null,
      maxVisibilityTrackingEntitiesAllowed: 50,
    });
  });

  it('asks for the required fields of a new retailer and shows the server’s field messages', async () => {
    const onSubmit = vi.fn();
    const { user, rerender } = renderWithProviders(
      <RetailerForm countries={countries} onSubmit={onSubmit} onCancel={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(await screen.findByText('Site root URL is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    rerender(
      <RetailerForm
        countries={countries}
        fieldErrors={{ name: 'A retailer with this name already exists' }}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(await screen.findByText('A retailer with this name already exists')).toBeInTheDocument();
  });
});
