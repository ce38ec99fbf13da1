import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleDashboardList, sampleTabs } from '../testing/sampleDashboards';
import { DashboardTable } from './DashboardTable';

const meta: Meta<typeof DashboardTable> = {
  title: 'dashboards/DashboardTable',
  component: DashboardTable,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    dashboards: sampleDashboardList(),
    tabs: sampleTabs(),
    readOnly: false,
    onCopy: () => undefined,
    onDelete: () => undefined,
    onChooseTab: () => undefined,
  },
};
export default meta;

type Story = StoryObj<typeof DashboardTable>;

/** Ada's dashboards and one Andy shared with her (no Delete on that one). */
export const Mine: Story = {};

/** A read-only user: no tab choice, copy or delete. */
export const ReadOnly: Story = { args: { readOnly: true } };
