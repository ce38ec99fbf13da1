import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleFixes } from '../../testing/sampleFixes';
import { FixesTable } from './FixesTable';

const cells = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('FixesTable', () => {
  it('lists the fixes in rank order with their failed conditions and points', () => {
    render(<FixesTable fixes={sampleFixes} />);
    const rows = cells();
    expect(rows).toHaveLength(sampleFixes.fixes.length);
    // Written out: Extended 1/6 of the score over 3 components = 5.56 points a page, × 84 pages = 466.7, ÷ 120 = 3.9.
    expect(rows[0]).toEqual(['1', 'VideoExtended', 'Video count ≥ 1 (84 pages)', '84', '+5.6', '+3.9', '+466.7']);
    // Basic 1/3 over 5 = 6.67 a page, × 61 = 406.7, ÷ 120 = 3.4; each condition with its own failing pages.
    expect(rows[1]).toEqual([
      '2',
      'Bullet pointsBasic',
      'Bullet point count ≥ 3 (52 pages)Bullet point count ≤ 5 (9 pages)',
      '61',
      '+6.7',
      '+3.4',
      '+406.7',
    ]);
    // Minimal 1/2 over 4 = 12.5 a page, × 3 = 37.5: a large gain per page ranks low when few pages fail it.
    expect(rows.at(-1)).toEqual(['6', 'Main imageMinimal', 'Image count ≥ 1 (3 pages)', '3', '+12.5', '+0.3', '+37.5']);
  });

  it('says why the list is empty', () => {
    const { rerender } = render(<FixesTable fixes={{ ...sampleFixes, fixes: [] }} />);
    expect(screen.getByText('Every page meets every component.')).toBeInTheDocument();
    rerender(<FixesTable fixes={{ ...sampleFixes, pageCount: 0, fixes: [] }} />);
    expect(within(screen.getByRole('table')).getByText('No pages that day.')).toBeInTheDocument();
  });
});
