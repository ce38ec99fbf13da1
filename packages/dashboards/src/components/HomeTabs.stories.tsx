import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { sampleDashboardList, sampleTabs } from '../testing/sampleDashboards';
import { HomeTabs } from './HomeTabs';

const meta: Meta<typeof HomeTabs> = {
  title: 'dashboards/HomeTabs',
  component: HomeTabs,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { tabs: sampleTabs(), dashboards: sampleDashboardList(), activeIndex: 0, onChoose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof HomeTabs>;

/** As on Home: the chosen tab, read only. */
export const OnHome: Story = {};

/** As on the list: tabs can be added and deleted, dashboards dragged within and between tabs. */
export const Arranging: Story = {
  args: { onCreate: () => undefined, onDelete: () => undefined, onMove: () => undefined },
};

/** A tab with nothing on it yet. */
export const EmptyTab: Story = {
  args: { activeIndex: 2, tabs: [...sampleTabs(), { id: 3, name: 'Pricing', sequenceNumber: 3, dashboardIds: [] }] },
};
