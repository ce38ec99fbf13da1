import type { Meta, StoryObj } from '@storybook/react-vite';
import { DeleteButton } from './DeleteButton';

const meta: Meta<typeof DeleteButton> = {
  title: 'ui-kit/DeleteButton',
  component: DeleteButton,
  args: {
    kind: 'dataset',
    name: 'Prices by retailer',
    consequence: 'Its file goes too; recipients can no longer download it.',
    onConfirm: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof DeleteButton>;

/** Click it to see the question. */
export const Default: Story = {};

export const WhileSaving: Story = { args: { disabled: true } };
