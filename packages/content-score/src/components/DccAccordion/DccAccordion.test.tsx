import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCalculation, sampleDefinition, sampleDraftDefinition } from '../../testing/sampleData';
import { DccAccordion } from './DccAccordion';

const groups = sampleDefinition.groups;
const panelOf = (name: string) => screen.getByText(name).closest('.ant-collapse-item') as HTMLElement;

describe('DccAccordion', () => {
  it('opens the panel at index 2 by default and keeps the others closed', () => {
    renderWithProviders(<DccAccordion groups={groups} />);
    expect(panelOf('Extended')).toHaveClass('ant-collapse-item-active');
    expect(panelOf('Minimal')).not.toHaveClass('ant-collapse-item-active');
    expect(panelOf('Basic')).not.toHaveClass('ant-collapse-item-active');
    expect(screen.getByText('Image count ≥ 6')).toBeVisible();
  });

  it('shows each group’s weight as a whole percent', () => {
    renderWithProviders(<DccAccordion groups={groups} />);
    for (const group of groups)
      expect(within(panelOf(group.name)).getByText(`Weight ${Math.round(group.weight * 100)}%`)).toBeInTheDocument();
  });

  it('flags only the groups groupWarnings finds incomplete', () => {
    renderWithProviders(<DccAccordion groups={groups} />);
    expect(within(panelOf('Extended')).getByRole('img', { name: 'Incomplete group' })).toBeInTheDocument();
    expect(within(panelOf('Minimal')).queryByRole('img', { name: 'Incomplete group' })).toBeNull();
  });

  it('marks disabled components and joins several conditions with the operator', async () => {
    const { user } = renderWithProviders(<DccAccordion groups={groups} />);
    expect(within(panelOf('Extended')).getByText('Disabled')).toBeInTheDocument();
    await user.click(screen.getByText('Basic'));
    expect(await screen.findByText('Title characters ≥ 15 AND Title characters ≤ 80')).toBeInTheDocument();
  });

  it('shows an added component without conditions and flags a condition without a field', async () => {
    const { user } = renderWithProviders(<DccAccordion groups={sampleDraftDefinition.groups} />);
    expect(within(panelOf('Reviews')).getByRole('img', { name: 'Incomplete group' })).toBeInTheDocument();
    expect(within(panelOf('Extended')).queryByText('Disabled')).toBeNull();
    await user.click(screen.getByText('Reviews'));
    expect(await screen.findByText('No conditions')).toBeInTheDocument();
    expect(within(panelOf('Reviews')).getByText('Weight 10%')).toBeInTheDocument();
  });

  it.each([
    ['without a calculation', undefined],
    ['when no page was scored', { ...sampleCalculation, pageCount: 0, averageScore: null, pages: [] }],
  ])('shows no percentage met %s', (_case, calculation) => {
    renderWithProviders(<DccAccordion groups={groups} calculation={calculation} />);
    expect(screen.queryByText(/% met/)).toBeNull();
    expect(screen.queryByText('Not counted')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows each group’s percentage met in a 50 px indicator of its header', () => {
    renderWithProviders(<DccAccordion groups={groups} calculation={sampleCalculation} />);
    for (const [index, group] of groups.entries()) {
      const percentage = sampleCalculation.groups[index]!.percentageMet!;
      const header = panelOf(group.name).querySelector('.ant-collapse-header') as HTMLElement;
      expect(within(header).getByText(`${percentage}% met`)).toBeInTheDocument();
      const bar = within(header).getByRole('progressbar');
      expect(bar).toHaveAttribute('aria-valuenow', String(percentage));
      expect(bar).toHaveStyle({ width: '50px' });
    }
  });

  it('shows per component, and per condition when there are several, the share of pages meeting it', async () => {
    const { user } = renderWithProviders(<DccAccordion groups={groups} calculation={sampleCalculation} />);
    const extended = within(panelOf('Extended'));
    const gallery = sampleCalculation.groups[2]!.components[0]!.percentageMet;
    expect(extended.getByText('Image count ≥ 6').closest('td')).toHaveTextContent(`${gallery}% met`);
    // The disabled component does not count.
    expect(extended.getByText('Rich content is true').closest('td')).toHaveTextContent('Not counted');

    await user.click(screen.getByText('Basic'));
    const titleLength = sampleCalculation.groups[1]!.components[0]!;
    const cell = (await screen.findByText('Title characters ≥ 15 AND Title characters ≤ 80')).closest('td')!;
    expect(cell).toHaveTextContent(`${titleLength.percentageMet}% met`);
    // Visible once the panel has opened (antd animates it).
    await waitFor(() =>
      expect(
        within(cell).getByText(`Title characters ≥ 15: ${titleLength.conditions[0]!.percentageMet}% met`),
      ).toBeVisible(),
    );
    expect(
      within(cell).getByText(`Title characters ≤ 80: ${titleLength.conditions[1]!.percentageMet}% met`),
    ).toBeVisible();
  });
});
