import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRetailers } from '../../testing/sampleData';
import { ModuleSettings } from './ModuleSettings';

const meta: Meta<typeof ModuleSettings> = {
  title: 'user-management/ModuleSettings',
  component: ModuleSettings,
  args: {
    retailers: sampleRetailers,
    modules: [{ module: 'image-similarity', retailerId: null }],
    onSave: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof ModuleSettings>;

export const OnEverywhere: Story = {};
export const ChosenRetailers: Story = {
  args: {
    modules: [
      { module: 'image-similarity', retailerId: 12 },
      { module: 'image-similarity', retailerId: 14 },
    ],
  },
};
export const Off: Story = { args: { modules: [] } };
