import type { Meta, StoryObj } from '@storybook/react-vite';
import { ImageSimilarityOverviewWidget } from './ImageSimilarityOverviewWidget';
import { weeklyImageChecks } from './similaritySample';

const meta: Meta<typeof ImageSimilarityOverviewWidget> = {
  title: 'Widget kit/ImageSimilarityOverviewWidget',
  component: ImageSimilarityOverviewWidget,
  args: { output: weeklyImageChecks, onProductDetails: () => {} },
};
export default meta;

type Story = StoryObj<typeof ImageSimilarityOverviewWidget>;

export const WeeklyChecks: Story = {};
export const ForSystemAdmin: Story = { args: { isSystemAdmin: true } };
export const Loading: Story = { args: { loading: true } };
