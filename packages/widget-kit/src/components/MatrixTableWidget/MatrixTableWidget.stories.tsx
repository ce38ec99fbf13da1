import type { Meta, StoryObj } from '@storybook/react-vite';
import { dccByBrandAndRetailer } from './dccSample';
import { MatrixTableWidget } from './MatrixTableWidget';

const meta: Meta<typeof MatrixTableWidget> = {
  title: 'Widget kit/MatrixTableWidget',
  component: MatrixTableWidget,
  args: { output: dccByBrandAndRetailer },
};
export default meta;

type Story = StoryObj<typeof MatrixTableWidget>;

export const DccScoreByBrandAndRetailer: Story = {};
export const WithoutThresholds: Story = { args: { output: { ...dccByBrandAndRetailer, thresholds: [] } } };
export const Loading: Story = { args: { loading: true } };
