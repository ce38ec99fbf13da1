import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { composeStories } from '@storybook/react-vite';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('offers the icons by readable names, not by their stored identifiers', async () => {
    const { user } = renderWithProviders(<NewDashboard />);
    const select = screen.getByRole('combobox', { name: 'Icon' });
    expect(select.closest('.ant-select')).toHaveTextContent(/^Presentation$/);
    await user.click(select);
    // What screen readers hear of the options, and what the list shows.
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(['Presentation', 'Dashboard']);
    expect(document.querySelector('.ant-select-dropdown')).toHaveTextContent(/Shopping cart/);
    expect(document.querySelector('.ant-select-dropdown')).not.toHaveTextContent(/shopping-cart|pie-chart/);
  });

  it('names each placed widget in a title, since a long name is cut off', () => {
    renderWithProviders(<EditingTwoGroups />);
    const item = within(screen.getByRole('list', { name: 'Row 1 of Availability' })).getAllByRole('listitem')[0]!;
    expect(within(item).getByText('Availability last week')).toHaveAttribute('title', 'Availability last week');
  });

  it('announces a dragged widget by its name and the row it is in, not by its key', async () => {
    const { user } = renderWithProviders(<EditingTwoGroups />);
    screen.getByRole('button', { name: 'Drag Availability last week' }).focus();
    await user.keyboard(' ');
    const live = () => Array.from(document.querySelectorAll('[role="status"]')).map((node) => node.textContent);
    await waitFor(() =>
      // Picked up, then over its own place at once: the live region holds the latest.
      expect(live()).toContain('Availability last week is over position 1 of Row 1 of Availability.'),
    );
    expect(live().join(' ')).not.toMatch(/widget-\d/);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(live()).toContain('Moving Availability last week was cancelled; it is back in its place.'),
    );
  });

  it('shows a fixed range on the picker', () => {
    renderWithProviders(<FixedRange />);
    expect(screen.getByRole('radio', { name: 'Dashboard dates' })).toBeChecked();
    expect(screen.getByRole('button', { name: /Oct 1, 2026/ })).toHaveTextContent('Oct 1, 2026 – Oct 31, 2026');
  });
});
