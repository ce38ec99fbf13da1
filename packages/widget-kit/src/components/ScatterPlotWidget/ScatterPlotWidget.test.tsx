import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHART_PALETTE } from '@shelfsight/chart-options';
import { priceAgainstAvailability, priceAgainstAvailabilitySettings } from '@shelfsight/chart-options/samples';
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
    // The availability axis fitted to the data (77.6–97%), not from zero; prices stay on a positive axis.
    expect(texts).toEqual(expect.arrayContaining(['60%', '100%', '£0', '£40']));
    expect(texts).not.toContain('0%');
    // 11 points: each named beside it, as far as the names do not overlap.
    expect(texts.some((text) => text?.startsWith('Pampers Premium'))).toBe(true);
    // Little Angels has 3 products: 3 dots plus its legend icon in the third palette colour.
    expect(container.querySelectorAll(`svg path[fill="${CHART_PALETTE[2]}"]`)).toHaveLength(4);
  });

  it('says so when no item has both values', () => {
    render(<ScatterPlotWidget data={{ series: [] }} settings={priceAgainstAvailabilitySettings} />);
    expect(screen.getByText('No data for this period')).toBeInTheDocument();
  });
});
