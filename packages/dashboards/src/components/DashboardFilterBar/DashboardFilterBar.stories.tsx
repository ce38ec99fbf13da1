import type { Meta, StoryObj } from '@storybook/react-vite';
import { emptySelection } from '../../state/dashboardFiltersSlice';
import { sampleAvailableFilters, sampleBarSavedFilters, sampleFilterItems } from '../../testing/sampleFilters';
import { DashboardFilterBar } from './DashboardFilterBar';

const noop = () => undefined;

const meta: Meta<typeof DashboardFilterBar> = {
  title: 'dashboards/DashboardFilterBar',
  component: DashboardFilterBar,
  args: {
    savedFilters: sampleBarSavedFilters(),
    available: sampleAvailableFilters(),
    items: sampleFilterItems(),
    draft: emptySelection(),
    changed: false,
    canShowAllData: false,
    onSegmentOpen: noop,
    onSavedFiltersChange: noop,
    onSegmentChange: noop,
    onShowAllData: noop,
    onApply: noop,
    onReset: noop,
  },
};
export default meta;

type Story = StoryObj<typeof DashboardFilterBar>;

/** Nothing chosen: every widget shows the dashboard's default. */
export const Empty: Story = {};

/** Andy's shared filter chosen and a brand added, not applied yet. */
export const ChangedNotApplied: Story = {
  args: {
    changed: true,
    draft: {
      ...emptySelection(),
      segments: { ...emptySelection().segments, retailers: [1, 2], tags: [31], brands: [7] },
    },
  },
};

/** An admin holding DISABLE_DATA_FILTER may turn data filtering off. */
export const ShowAllData: Story = {
  args: { canShowAllData: true, draft: { ...emptySelection(), allData: true }, changed: true },
};
