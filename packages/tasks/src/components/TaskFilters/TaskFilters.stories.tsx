import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleStatuses, sampleUsers } from '../../testing/sampleData';
import { NO_TASK_FILTER } from '../../utils/taskFilter';
import { TaskFilters } from './TaskFilters';

const meta: Meta<typeof TaskFilters> = {
  title: 'tasks/TaskFilters',
  component: TaskFilters,
  args: {
    filter: NO_TASK_FILTER,
    statuses: sampleStatuses,
    users: sampleUsers,
    shown: 3,
    total: 3,
    onChange: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof TaskFilters>;

export const Unfiltered: Story = {};
export const MineInProgress: Story = {
  args: { filter: { ...NO_TASK_FILTER, search: 'price', status: 'In progress', assignee: 'me' }, shown: 1, total: 3 },
};
