import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TrendsView.stories';

const { Interactive, OneLine, Failed } = composeStories(stories);

describe('Trends tab stories', { timeout: 30_000 }, () => {
  it('draws the DCC score per retailer with a lines menu', () => {
    renderWithProviders(<Interactive />);
    expect(screen.getByRole('radio', { name: 'DCC score' })).toBeChecked();
    expect(screen.getByRole('figure', { name: 'DCC score by date' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Lines/ })).toBeInTheDocument();
  });

  it('offers no lines menu for a single line', () => {
    renderWithProviders(<OneLine />);
    expect(screen.getByRole('figure', { name: 'Category rank by date' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Lines/ })).not.toBeInTheDocument();
  });

  it('says when the trend could not be loaded', () => {
    renderWithProviders(<Failed />);
    expect(screen.getByText('The trend could not be loaded.')).toBeInTheDocument();
  });
});
