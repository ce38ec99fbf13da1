import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDefinition, sampleDraftDefinition } from '../../testing/sampleData';
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
});
