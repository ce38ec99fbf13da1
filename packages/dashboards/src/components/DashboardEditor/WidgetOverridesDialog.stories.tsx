import type { Meta, StoryObj } from '@storybook/react-vite';
import { WidgetOverridesDialog } from './WidgetOverridesDialog';

const meta: Meta<typeof WidgetOverridesDialog> = {
  title: 'dashboards/WidgetOverridesDialog',
  component: WidgetOverridesDialog,
  args: { open: true, widgetName: 'Availability', onApply: () => undefined, onCancel: () => undefined },
};
export default meta;

type Story = StoryObj<typeof WidgetOverridesDialog>;

/** A widget placed as it is: its own name, the dashboard's dates. */
export const NoOverrides: Story = { args: { overrides: {} } };

/** Renamed on this dashboard and looking at the last 7 days only. */
export const LastWeek: Story = {
  args: { overrides: { nameOverride: 'Availability last 7 days', datePresetOverride: '7d' } },
};
