import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleStatuses, sampleTasks, sampleUsers } from '../../testing/sampleData';
import { TaskList } from './TaskList';

const meta: Meta<typeof TaskList> = {
  title: 'tasks/TaskList',
  component: TaskList,
  args: {
    tasks: sampleTasks,
    statuses: sampleStatuses,
    users: sampleUsers,
    onOpen: () => {},
    onStatus: () => {},
    onAssignee: () => {},
    onDelete: () => {},
    onReorder: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof TaskList>;

export const Tasks: Story = {};
export const Creating: Story = {
  args: {
    tasks: [{ ...sampleTasks[0]!, id: -1, title: 'Count the facings at Sainsbury’s', creating: true }, ...sampleTasks],
  },
};
export const ReadOnly: Story = { args: { readOnly: true } };
export const Empty: Story = { args: { tasks: [] } };
