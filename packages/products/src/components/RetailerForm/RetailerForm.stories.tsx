import type { Meta, StoryObj } from '@storybook/react-vite';
import { amazonDe } from '../../testing/sampleRetailers';
import { RetailerForm } from './RetailerForm';

const meta: Meta<typeof RetailerForm> = {
  title: 'products/RetailerForm',
  component: RetailerForm,
  args: {
    countries: [
      { code: 'DE', name: 'Germany', currency: 'EUR' },
      { code: 'FR', name: 'France', currency: 'EUR' },
      { code: 'NL', name: 'Netherlands', currency: 'EUR' },
    ],
    onSubmit: () => {},
    onCancel: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof RetailerForm>;

export const New: Story = {};
export const Editing: Story = { args: { initial: amazonDe } };
export const NameTaken: Story = {
  args: { initial: amazonDe, fieldErrors: { name: 'A retailer with this name already exists' } },
};
