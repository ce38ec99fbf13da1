import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDccFixes } from '../../details/dccFixes';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { DccFixesList } from './DccFixesList';

describe('DccFixesList', () => {
  it('lists the failed rules in rank order with their conditions, retailers and points', () => {
    render(<DccFixesList fixes={productDccFixes(sampleProductDetails().retailerDetails)} />);
    const section = screen.getByRole('region', { name: 'What to fix first' });
    const rows = within(section).getAllByRole('row').slice(1);
    // The sample's images rule (0.3 × 100 points a page) fails at two retailers, the bullet rule (0.4 × 2/4 × 100) at one.
    expect(rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
      ['1', 'Image countImages', 'Image count ≥ 5', 'bol.com, Boots', '+30.0', '+60.0'],
      ['2', 'Bullet pointsContent', 'Bullet point count ≥ 3', 'dm', '+20.0', '+20.0'],
    ]);
  });

  it('says so when nothing fails', () => {
    render(<DccFixesList fixes={[]} />);
    expect(screen.getByRole('region', { name: 'What to fix first' })).toHaveTextContent('Every page meets every rule.');
  });
});
