import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '../../format';
import { priceAgainstAvailability, priceAgainstAvailabilitySettings } from './sampleData';
import { ScatterPlotWidget } from './ScatterPlotWidget';

describe('ScatterPlotWidget', () => {
  it('draws the brands legend and both named axes', async () => {
    const { container } = render(
      <ScatterPlotWidget
        data={priceAgainstAvailability}
        settings={priceAgainstAvailabilitySettings}
        width={600}
        renderer="svg"
        animation={false}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Selling price against Availability' })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('svg text')).not.toBeNull());
    const texts = [...container.querySelectorAll('svg text')].map((node) => node.textContent);
    expect(texts).toEqual(
      expect.arrayContaining(['Pampers', 'Huggies', 'Little Angels', 'Availability', 'Selling price']),
    );
    expect(texts).toEqual(expect.arrayContaining(['0%', '100%', '£0']));
    // Little Angels has 3 products: 3 dots plus its legend icon in the third palette colour.
    expect(container.querySelectorAll(`svg path[fill="${CHART_PALETTE[2]}"]`)).toHaveLength(4);
  });

  it('says so when no item has both values', () => {
    render(<ScatterPlotWidget data={{ series: [] }} settings={priceAgainstAvailabilitySettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
