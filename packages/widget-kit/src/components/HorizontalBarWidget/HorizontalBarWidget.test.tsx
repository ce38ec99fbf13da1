import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HorizontalBarWidget } from './HorizontalBarWidget';
import { availabilityBarSettings, availabilityByRetailerBars } from './sampleData';

describe('HorizontalBarWidget', () => {
  it('draws a labelled bar per retailer with its value', async () => {
    const { container } = render(
      <HorizontalBarWidget
        data={availabilityByRetailerBars}
        settings={availabilityBarSettings}
        width={640}
        renderer="svg"
        animation={false}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Availability by retailer' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const texts = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Tesco', 'Superdrug', '98.2%', '64.1%', '100%']));
    expect(texts).toEqual(expect.arrayContaining(['Feb 1, 2024 – Feb 29, 2024']));
    expect(container.querySelector('svg')).toHaveAttribute('height', '400');
  });

  it('says so when there are no bars', () => {
    render(<HorizontalBarWidget data={{ bars: [] }} settings={availabilityBarSettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
