import type { Meta, StoryObj } from '@storybook/react-vite';
import { Flex, Typography } from 'antd';
import { formatCurrency } from '@shelfsight/house-style';
import { TrendBadge } from './TrendBadge';

const meta: Meta<typeof TrendBadge> = { title: 'ui-kit/TrendBadge', component: TrendBadge };
export default meta;

type Story = StoryObj<typeof TrendBadge>;

export const Rise: Story = { args: { value: 8.46 } };
export const Fall: Story = { args: { value: -12.04 } };
export const PriceRiseIsBad: Story = { args: { value: 4.7, invertColors: true } };
export const NoPreviousPeriod: Story = { args: { value: null } };

const kpis = [
  {
    label: 'Average price, Pampers Premium Protection size 4 (EAN 8006540808504)',
    value: 24.99,
    change: 3.1,
    invert: true,
  },
  { label: 'Availability, 14 retailers', value: 92.4, change: -1.8, invert: false },
  { label: 'DCC score, own brand', value: 78.0, change: 6.25, invert: false },
];

export const InKpiRows: Story = {
  render: () => (
    <Flex vertical gap={8}>
      {kpis.map((kpi) => (
        <Flex key={kpi.label} gap={12} align="center">
          <Typography.Text style={{ width: 460 }}>{kpi.label}</Typography.Text>
          <Typography.Text strong>{formatCurrency(kpi.value)}</Typography.Text>
          <TrendBadge value={kpi.change} invertColors={kpi.invert} />
        </Flex>
      ))}
    </Flex>
  ),
};
