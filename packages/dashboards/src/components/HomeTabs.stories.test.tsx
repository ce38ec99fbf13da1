import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleDashboardList } from '../testing/sampleDashboards';
import * as stories from './HomeTabs.stories';

const { Arranging, OnHome } = composeStories(stories);

describe('HomeTabs stories', { timeout: 30_000 }, () => {
  it('names each dashboard card and its description in titles, since the card cuts them off', () => {
    // The stories bring their own router.
    render(<OnHome />);
    const first = sampleDashboardList()[0]!;
    const list = screen.getByRole('list', { name: 'Dashboards on Home' });
    expect(within(list).getByRole('link', { name: first.name })).toHaveAttribute('title', first.name);
    if (first.description)
      expect(within(list).getByText(first.description).closest('[title]')).toHaveAttribute('title', first.description);
  });

  it('announces a dragged dashboard by its name and tab, not by its id', async () => {
    const user = userEvent.setup();
    render(<Arranging />);
    const cards = document.querySelectorAll<HTMLElement>('[aria-roledescription="sortable dashboard"]');
    cards[0]!.focus();
    await user.keyboard(' ');
    const live = () => Array.from(document.querySelectorAll('[role="status"]')).map((node) => node.textContent);
    // Where it is over depends on the layout (jsdom has none); it is named by dashboard and tab either way.
    const over = /^Availability and price is over (position \d+|the end) of tab Home\.$/;
    await waitFor(() => expect(live().some((text) => over.test(text ?? ''))).toBe(true));
    expect(live().join(' ')).not.toMatch(/dashboard-\d/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(live()).toContain('Moving Availability and price was cancelled.'));
  });
});
