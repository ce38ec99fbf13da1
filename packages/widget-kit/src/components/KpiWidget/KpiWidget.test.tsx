import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KpiWidget } from './KpiWidget';

const priceSettings = {
  metricName: 'Average selling price',
  valueFormat: { type: 'currency', currencyCode: 'EUR' },
  aggregationFunction: 'AVG',
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
  compareDateFrom: '2024-02-01',
  compareDateTo: '2024-02-29',
  higherIsBetter: false,
} as const;

describe('KpiWidget', () => {
  it('shows the value with its currency, the change and the compared value and period', () => {
    render(<KpiWidget data={{ value: 24.99, compareValue: 23.5 }} settings={priceSettings} />);
    expect(screen.getByRole('group', { name: 'Average selling price' })).toBeInTheDocument();
    expect(screen.getByTestId('kpi-value')).toHaveTextContent('€24.99');
    expect(screen.getByText('+6.3%')).toBeInTheDocument();
    expect(screen.getByText('Mar 1, 2024 – Mar 31, 2024')).toBeInTheDocument();
    expect(screen.getByText('vs €23.50 in Feb 1, 2024 – Feb 29, 2024')).toBeInTheDocument();
  });

  it('colours a price rise as bad when a higher value is worse', () => {
    render(<KpiWidget data={{ value: 24.99, compareValue: 23.5 }} settings={priceSettings} />);
    expect(screen.getByText('+6.3%').closest('.ant-tag')).toHaveClass('ant-tag-error');
  });

  it('shows percent changes in points with one decimal', () => {
    const settings = {
      ...priceSettings,
      metricName: 'Availability',
      valueFormat: { type: 'percent' },
      higherIsBetter: true,
    } as const;
    render(<KpiWidget data={{ value: 92.44, compareValue: 94.2 }} settings={settings} />);
    expect(screen.getByTestId('kpi-value')).toHaveTextContent('92.4%');
    expect(screen.getByText('-1.8%').closest('.ant-tag')).toHaveClass('ant-tag-error');
  });

  it('shows no comparison when the compare dates are missing or the same as the period', () => {
    const { rerender } = render(
      <KpiWidget data={{ value: 24.99, compareValue: 23.5 }} settings={{ ...priceSettings, compareDateFrom: null }} />,
    );
    expect(screen.queryByText(/^vs /)).not.toBeInTheDocument();
    expect(screen.queryByText('+6.3%')).not.toBeInTheDocument();
    rerender(
      <KpiWidget
        data={{ value: 24.99, compareValue: 23.5 }}
        settings={{ ...priceSettings, compareDateFrom: '2024-03-01', compareDateTo: '2024-03-31' }}
      />,
    );
    expect(screen.queryByText(/^vs /)).not.toBeInTheDocument();
  });

  it('shows dashes when there is no value in either period', () => {
    render(<KpiWidget data={{ value: null, compareValue: null }} settings={priceSettings} />);
    expect(screen.getByTestId('kpi-value')).toHaveTextContent('-');
    expect(screen.getByLabelText('No change data')).toBeInTheDocument();
    expect(screen.getByText('vs - in Feb 1, 2024 – Feb 29, 2024')).toBeInTheDocument();
  });

  it('makes the value a button only when the screen takes a click on the whole widget', async () => {
    const onValueClick = vi.fn();
    const { rerender } = render(<KpiWidget data={{ value: 24.99, compareValue: 23.5 }} settings={priceSettings} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(
      <KpiWidget data={{ value: 24.99, compareValue: 23.5 }} settings={priceSettings} onValueClick={onValueClick} />,
    );
    await userEvent.click(screen.getByRole('button', { name: '€24.99' }));
    expect(onValueClick).toHaveBeenCalledTimes(1);
  });
});
