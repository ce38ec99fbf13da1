import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleComparison } from '../../testing/sampleComparison';
import { ComparisonTable, differenceText } from './ComparisonTable';

const bodyRows = () => screen.getAllByRole('row').slice(1);

describe('ComparisonTable', () => {
  it('shows a row per compared page with both scores and the signed difference', () => {
    renderWithProviders(<ComparisonTable comparison={sampleComparison} />);
    expect(bodyRows()).toHaveLength(sampleComparison.pages.length);
    const [first] = sampleComparison.pages;
    const row = bodyRows()[0]!;
    expect(row).toHaveTextContent(first!.productName ?? `#${first!.productId}`);
    expect(row).toHaveTextContent(differenceText(first!.difference));
    if (first!.scoreA !== null) expect(row).toHaveTextContent(`${first!.scoreA}%`);
  });

  it('sorts by the difference when its header is clicked', async () => {
    const { user } = renderWithProviders(<ComparisonTable comparison={sampleComparison} />);
    const header = screen.getAllByRole('columnheader').find((cell) => within(cell).queryByText(/Difference/));
    await user.click(header!);
    const shown = bodyRows().map((row) => row.textContent ?? '');
    const ascending = [...sampleComparison.pages]
      .sort((x, y) => (x.difference ?? -Infinity) - (y.difference ?? -Infinity))
      .map((page) => differenceText(page.difference));
    ascending.forEach((text, index) => expect(shown[index]).toContain(text));
  });
});
