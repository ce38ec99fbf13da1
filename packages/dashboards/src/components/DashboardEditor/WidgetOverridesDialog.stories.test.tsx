import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './WidgetOverridesDialog.stories';

const { NoOverrides, EveryOverride, TextWidget } = composeStories(stories);

describe('WidgetOverridesDialog stories', { timeout: 30_000 }, () => {
  it('offers a KPI no dimension', () => {
    renderWithProviders(<NoOverrides />);
    expect(screen.getByRole('combobox', { name: 'Date preset on this dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Dimension on this dashboard' })).not.toBeInTheDocument();
  });

  it('shows every stored override of a bar chart', () => {
    renderWithProviders(<EveryOverride />);
    expect(screen.getByRole('textbox', { name: 'Ribbon text 2' })).toHaveValue('Own brands');
    expect(screen.getByTitle('Brand')).toBeInTheDocument();
    expect(screen.getByTitle('Reviews and ratings')).toBeInTheDocument();
  });

  it("shows a text widget's text", () => {
    renderWithProviders(<TextWidget />);
    expect(screen.getByRole('textbox', { name: 'Text on this dashboard' })).toHaveValue(
      'Tesco raised shelf prices on 12 products.',
    );
  });
});
