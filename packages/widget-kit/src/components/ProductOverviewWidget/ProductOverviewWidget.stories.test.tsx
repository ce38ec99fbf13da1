import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import * as stories from './ProductOverviewWidget.stories';

const { MoreThanTwelve } = composeStories(stories);

describe('product overview stories', () => {
  it('shows twelve of the longer answer, then the rest on "Show more products"', async () => {
    render(<MoreThanTwelve />);
    expect(screen.getAllByRole('article')).toHaveLength(12);
    expect(screen.getByText('Showing 12 of 48 products')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more products' }));
    expect(screen.getAllByRole('article')).toHaveLength(18);
    expect(screen.getByRole('article', { name: 'Eucerin pH5 Shower Oil 400 ml' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more products' })).not.toBeInTheDocument();
  });
});
