import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDashboard, sampleSavedFilters, sampleSavedWidgets } from '../../testing/sampleDashboards';
import { DashboardEditor } from './DashboardEditor';

const meta: Meta<typeof DashboardEditor> = {
  title: 'dashboards/DashboardEditor',
  component: DashboardEditor,
  args: {
    widgets: sampleSavedWidgets(),
    savedFilters: sampleSavedFilters(),
    today: '2026-11-18',
    retentionMonths: 24,
    onSave: () => undefined,
    onCancel: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof DashboardEditor>;

/** A new dashboard: no groups yet, each widget's own dates. */
export const NewDashboard: Story = {};

/** "Availability and price": two coloured groups, a widget with a 7-day override, one not shared with me. */
export const EditingTwoGroups: Story = { args: { dashboard: sampleDashboard() } };

/** A fixed range instead of a rolling preset, full width. */
export const FixedRange: Story = {
  args: {
    dashboard: sampleDashboard({
      rollingDatePreset: null,
      fixedDateRange: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
      stretchLayout: true,
    }),
  },
};
