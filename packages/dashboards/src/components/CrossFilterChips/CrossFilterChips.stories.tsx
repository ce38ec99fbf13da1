import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrossFilterChips } from './CrossFilterChips';

const noop = () => undefined;

const meta: Meta<typeof CrossFilterChips> = {
  title: 'dashboards/CrossFilterChips',
  component: CrossFilterChips,
  args: { canUndo: false, onRemove: noop, onClearAll: noop, onUndo: noop },
};
export default meta;

type Story = StoryObj<typeof CrossFilterChips>;

/** Two retailers clicked in 'Selling price by retailer' and a brand in a price table (euro prices). */
export const ThreeChips: Story = {
  args: {
    canUndo: true,
    items: [
      { key: 'retailer:1', label: 'Kaufhalle' },
      { key: 'retailer:2', label: 'Winkelhuis' },
      { key: 'brand:7|currency:EUR', label: 'Brewmaster' },
    ],
  },
};

/** The last chip removed: only Undo is left. */
export const UndoOnly: Story = { args: { items: [], canUndo: true } };
