import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleOverrideChoices } from '../../testing/sampleOverrideChoices';
import { WidgetOverridesDialog } from './WidgetOverridesDialog';

const meta: Meta<typeof WidgetOverridesDialog> = {
  title: 'dashboards/WidgetOverridesDialog',
  component: WidgetOverridesDialog,
  args: {
    open: true,
    widgetName: 'Availability',
    visualizationType: 'KPI',
    choices: sampleOverrideChoices(),
    onApply: () => undefined,
    onCancel: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof WidgetOverridesDialog>;

/** A KPI placed as it is: its own name, the dashboard's dates; no dimension to override. */
export const NoOverrides: Story = { args: { overrides: {} } };

/** Renamed on this dashboard and looking at the last 7 days only. */
export const LastWeek: Story = {
  args: { overrides: { nameOverride: 'Availability last 7 days', datePresetOverride: '7d' } },
};

/** A bar chart split by brand instead, on a saved filter merged with the dashboard's, with a ribbon and a link. */
export const EveryOverride: Story = {
  args: {
    widgetName: 'Review scores',
    visualizationType: 'HORIZONTAL_BAR',
    overrides: {
      nameOverride: 'Review scores by brand',
      savedFilterOverride: 3,
      includesFiltersOverride: true,
      datePresetOverride: '30d',
      overrideDimensionId: 2,
      overrideSubDimension: '4',
      overrideRibbons: [
        { text: 'Per brand', color: '#faad14' },
        { text: 'Own brands', color: null },
      ],
      overrideSettings: { top: 10 },
      overrideLinkedDashboards: [7],
    },
  },
};

/** A text widget: its title and text on this dashboard. */
export const TextWidget: Story = {
  args: {
    widgetName: 'Weekly notes',
    visualizationType: 'TEXT',
    overrides: { overrideTextFields: { title: 'This week', body: 'Tesco raised shelf prices on 12 products.' } },
  },
};

/** The server refused the last save: its message stands on the linked dashboard it could not find. */
export const RefusedLink: Story = {
  args: {
    widgetName: 'Review scores',
    visualizationType: 'HORIZONTAL_BAR',
    overrides: { overrideLinkedDashboards: [6] },
    serverErrors: { 'overrideLinkedDashboards.0': 'This dashboard does not exist or is not shared with you.' },
  },
};
