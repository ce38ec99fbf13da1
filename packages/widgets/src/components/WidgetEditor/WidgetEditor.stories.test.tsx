import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './WidgetEditor.stories';

const {
  ComparedWeek,
  CustomRangeAndComparison,
  DashboardPeriod,
  DataTableWithConditions,
  NewKpi,
  PriceIndexAgainstOwnShop,
} = composeStories(stories);

describe('WidgetEditor stories', { timeout: 30_000 }, () => {
  it('shows the saved period and its comparison on the picker', () => {
    const { unmount } = renderWithProviders(<ComparedWeek />);
    expect(screen.getByRole('button', { name: /Nov 11, 2026/ })).toHaveTextContent(
      'Nov 11, 2026 – Nov 17, 2026 vs Nov 4, 2026 – Nov 10, 2026',
    );
    unmount();
    renderWithProviders(<CustomRangeAndComparison />);
    expect(screen.getByRole('button', { name: /Dec 1, 2025/ })).toHaveTextContent(
      'Dec 1, 2025 – Dec 24, 2025 vs Dec 1, 2024 – Dec 24, 2024',
    );
  });

  it('shows a widget without a period of its own as following the dashboard, the default days disabled', () => {
    renderWithProviders(<DashboardPeriod />);
    expect(screen.getByRole('radio', { name: 'Dashboard period' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Oct 19, 2026/ })).toHaveTextContent('Oct 19, 2026 – Nov 17, 2026');
    expect(screen.getByRole('button', { name: /Oct 19, 2026/ })).toBeDisabled();
  });

  it('shows a stored price index reference with its retailer, and no reference for another metric', () => {
    const { unmount } = renderWithProviders(<PriceIndexAgainstOwnShop />);
    expect(
      within(screen.getByRole('radiogroup', { name: 'Price index compared with' })).getByRole('radio', {
        name: 'One retailer',
      }),
    ).toBeChecked();
    expect(screen.getByTitle('Acme Online')).toBeInTheDocument();
    unmount();
    renderWithProviders(<NewKpi />);
    expect(screen.queryByRole('radiogroup', { name: 'Price index compared with' })).not.toBeInTheDocument();
  });

  it('flags the condition without its value and shows the overall row chosen', () => {
    renderWithProviders(<DataTableWithConditions />);
    expect(screen.getByText('Enter a value for this condition.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Overall row' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Threshold 1 condition' })).toHaveValue('>= 20');
  });
});
