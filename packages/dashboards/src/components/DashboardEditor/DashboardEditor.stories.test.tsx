import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './DashboardEditor.stories';

const { EditingTwoGroups, FixedRange, NewDashboard } = composeStories(stories);

describe('DashboardEditor stories', { timeout: 30_000 }, () => {
  it('starts a new dashboard without groups, on each widget’s own dates', () => {
    renderWithProviders(<NewDashboard />);
    expect(screen.queryByRole('group', { name: /Availability/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: "Each widget's own dates" })).toBeChecked();
  });

  it('shows the groups with their rows, overrides and a widget not shared with me', () => {
    renderWithProviders(<EditingTwoGroups />);
    const availability = screen.getByRole('list', { name: 'Row 1 of Availability' });
    expect(
      within(availability)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Availability last week', 'Review scores']);
    expect(within(screen.getByRole('list', { name: 'Row 2 of Price' })).getByRole('listitem')).toHaveAccessibleName(
      'Widget not shared',
    );
  });

  it('shows a fixed range on the picker', () => {
    renderWithProviders(<FixedRange />);
    expect(screen.getByRole('radio', { name: 'Dashboard dates' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Oct 1, 2026/ })).toHaveTextContent('Oct 1, 2026 – Oct 31, 2026');
  });
});
