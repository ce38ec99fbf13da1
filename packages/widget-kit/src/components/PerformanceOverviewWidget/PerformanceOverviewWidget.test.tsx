import { performanceOverviewOutputSchema } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KpiWidget } from '../KpiWidget';
import { PerformanceOverviewWidget } from './PerformanceOverviewWidget';
import { availabilityByProduct } from './priceSample';

const output = performanceOverviewOutputSchema.parse({
  metric: { id: 12, name: 'Selling price', format: 'currency', currency: 'EUR', lowerIsBetter: true },
  dimension: { id: 2, name: 'Retailer' },
  subDimension: { id: 3, name: 'Brand' },
  items: [
    {
      key: 'amazon',
      label: 'Amazon.de',
      value: 4.62,
      compareValue: 4.81,
      trend: -4,
      subRows: [{ key: 'nivea', label: 'NIVEA', value: 3.12, compareValue: 3.29, trend: -5.2 }],
    },
    { key: 'otto', label: 'Otto', value: 5.18, compareValue: 5.02, trend: 3.2, productDummyId: 'dummy-9' },
  ],
});

const cells = (label: string) =>
  within(screen.getByText(label).closest('tr') as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('PerformanceOverviewWidget', () => {
  it('shows the value, the previous period and the change per dimension value', async () => {
    render(<PerformanceOverviewWidget output={output} />);
    expect(await screen.findByRole('columnheader', { name: 'Retailer / Brand' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Selling price' })).toBeInTheDocument();
    expect(cells('Otto')).toEqual(['Otto', '€5.18', '€5.02', '+3.2%']);
  });

  it('colours a rise as bad for a metric where lower is better', async () => {
    render(<PerformanceOverviewWidget output={output} />);
    expect((await screen.findByText('+3.2%')).closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(screen.getByText('-4.0%').closest('.ant-tag')).toHaveClass('ant-tag-success');
  });

  it('opens the sub dimension under its value', async () => {
    render(<PerformanceOverviewWidget output={output} />);
    expect(screen.queryByText('NIVEA')).not.toBeInTheDocument();
    const expanders = await screen.findAllByRole('button', { name: /expand row/i });
    expect(expanders).toHaveLength(1);
    await userEvent.click(expanders[0] as HTMLElement);
    expect(cells('NIVEA')).toEqual(['NIVEA', '€3.12', '€3.29', '-5.2%']);
  });

  it('leaves out the compare columns when nothing is compared', async () => {
    const plain = {
      ...output,
      items: output.items.map((item) => ({ ...item, compareValue: null, trend: null, subRows: [] })),
    };
    render(<PerformanceOverviewWidget output={plain} />);
    await screen.findByText('Otto');
    expect(screen.queryByRole('columnheader', { name: 'Previous period' })).not.toBeInTheDocument();
    expect(cells('Otto')).toEqual(['Otto', '€5.18']);
  });

  it('shows the change of a percent metric in percent points, as the KPI widget does', async () => {
    render(<PerformanceOverviewWidget output={availabilityByProduct} />);
    // 97.3 % against 92.1 %: +5.2 points (a relative change would read +5.6 %).
    expect(cells('NIVEA Creme 150 ml')).toEqual(['NIVEA Creme 150 ml', '97.3%', '92.1%', '+5.2%']);
    const kpiSettings = {
      metricName: 'Availability',
      valueFormat: { type: 'percent' },
      aggregationFunction: 'AVG',
      higherIsBetter: true,
      dateFrom: '2024-03-01',
      dateTo: '2024-03-31',
      compareDateFrom: '2024-02-01',
      compareDateTo: '2024-02-29',
    } as const;
    render(<KpiWidget data={{ value: 97.3, compareValue: 92.1 }} settings={kpiSettings} />);
    expect(within(screen.getByRole('group', { name: 'Availability' })).getByText('+5.2%')).toBeInTheDocument();
  });

  it('offers product details on values that are one product', async () => {
    const onProductDetails = vi.fn();
    render(<PerformanceOverviewWidget output={output} onProductDetails={onProductDetails} />);
    await userEvent.click(await screen.findByRole('button', { name: 'View product details' }));
    expect(onProductDetails).toHaveBeenCalledWith('dummy-9');
  });

  it('hands the clicked row item to onItemClick, a sub row with its parent', async () => {
    const onItemClick = vi.fn();
    const keyed = performanceOverviewOutputSchema.parse({
      ...output,
      items: output.items.map((item, index) => ({
        ...item,
        key: `retailer:${index + 1}`,
        subRows: item.subRows.map((sub) => ({ ...sub, key: 'brand:4' })),
      })),
    });
    render(<PerformanceOverviewWidget output={keyed} onItemClick={onItemClick} />);
    const otto = (await screen.findByText('Otto')).closest('tr') as HTMLElement;
    expect(otto).toHaveStyle({ cursor: 'pointer' });
    await userEvent.click(otto);
    expect(onItemClick).toHaveBeenLastCalledWith({ key: 'retailer:2', label: 'Otto' }, { metricId: 12 });
    await userEvent.click(screen.getByRole('button', { name: /expand row/i }));
    expect(onItemClick).toHaveBeenCalledTimes(1);
    (screen.getByText('NIVEA').closest('tr') as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    expect(onItemClick).toHaveBeenLastCalledWith(
      { key: 'brand:4', label: 'NIVEA' },
      { metricId: 12, crossItem: { key: 'retailer:1', label: 'Amazon.de' } },
    );
  });

  it('takes no clicks on rows whose keys name no dimension item', async () => {
    const onItemClick = vi.fn();
    render(<PerformanceOverviewWidget output={output} onItemClick={onItemClick} />);
    await userEvent.click(await screen.findByText('Otto'));
    expect(onItemClick).not.toHaveBeenCalled();
  });
});
