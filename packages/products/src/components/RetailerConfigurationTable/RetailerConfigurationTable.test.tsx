import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trackedAmazon, trackedOtto } from '../../testing/sampleRetailers';
import { RetailerConfigurationTable } from './RetailerConfigurationTable';

const retailers = [trackedAmazon, trackedOtto];

describe('RetailerConfigurationTable', () => {
  it('shows module, activity, limit and the settings in effect per retailer', () => {
    renderWithProviders(<RetailerConfigurationTable retailers={retailers} onChange={() => {}} onRemove={() => {}} />);
    const amazon = within(screen.getByText('Amazon.de').closest('tr') as HTMLElement);
    expect(amazon.getByText('Full carousel (fcism)')).toBeInTheDocument();
    expect(amazon.getByRole('spinbutton', { name: 'Tracking limit of Amazon.de' })).toHaveValue(
      String(trackedAmazon.maxVisibilityTrackingEntitiesAllowed),
    );
    expect(amazon.getByRole('switch', { name: 'Categories at Amazon.de' })).not.toBeChecked();
    expect(amazon.getByRole('switch', { name: 'Keywords at Amazon.de' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'OTTO active' })).not.toBeChecked();
  });

  it('drops an override when it is set back to the retailer’s own value, and adds one otherwise', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RetailerConfigurationTable retailers={retailers} onChange={onChange} onRemove={() => {}} />,
    );
    await user.click(screen.getByRole('switch', { name: 'Categories at Amazon.de' }));
    expect(onChange).toHaveBeenLastCalledWith(trackedAmazon.retailerId, { overrides: {} });
    await user.click(screen.getByRole('switch', { name: 'Keywords at OTTO' }));
    expect(onChange).toHaveBeenLastCalledWith(trackedOtto.retailerId, { overrides: { allowSearchKeywords: false } });
    await user.click(screen.getByRole('switch', { name: 'OTTO active' }));
    expect(onChange).toHaveBeenLastCalledWith(trackedOtto.retailerId, { isActive: true });
  });

  it('saves a changed tracking limit when the field is left', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <RetailerConfigurationTable retailers={retailers} onChange={onChange} onRemove={() => {}} />,
    );
    const limit = screen.getByRole('spinbutton', { name: 'Tracking limit of OTTO' });
    await user.clear(limit);
    await user.type(limit, '75');
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(trackedOtto.retailerId, { maxVisibilityTrackingEntitiesAllowed: 75 });
  });

  it('opens the settings of a retailer', async () => {
    const onEditSettings = vi.fn();
    const { user } = renderWithProviders(
      <RetailerConfigurationTable
        retailers={retailers}
        onChange={() => {}}
        onRemove={() => {}}
        onEditSettings={onEditSettings}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Settings of Amazon.de' }));
    expect(onEditSettings).toHaveBeenCalledWith(trackedAmazon);
  });

  it('removes a retailer after confirmation', async () => {
    const onRemove = vi.fn();
    const { user } = renderWithProviders(
      <RetailerConfigurationTable retailers={retailers} onChange={() => {}} onRemove={onRemove} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove OTTO' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledWith(trackedOtto.retailerId);
  });
});
