import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as chipStories from '../CrossFilterChips/CrossFilterChips.stories';
import * as stories from './DashboardFilterBar.stories';

const { ChangedNotApplied, ShowAllData } = composeStories(stories);
const { ThreeChips } = composeStories(chipStories);

describe('filter bar stories', { timeout: 30_000 }, () => {
  it('offers the available segments only and says changes are not applied', () => {
    renderWithProviders(<ChangedNotApplied />);
    expect(screen.getByText('Changes are not applied yet.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Retailers' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Category pages' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Show all data' })).not.toBeInTheDocument();
  });

  it('offers "Show all data" only with the privilege', () => {
    renderWithProviders(<ShowAllData />);
    expect(screen.getByRole('checkbox', { name: 'Show all data' })).toBeChecked();
  });

  it('names the dimension of each chip, without the currency', () => {
    renderWithProviders(<ThreeChips />);
    expect(screen.getByText('Retailer: Kaufhalle')).toBeInTheDocument();
    expect(screen.getByText('Brand: Brewmaster')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });
});
