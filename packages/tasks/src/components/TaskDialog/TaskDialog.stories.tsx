import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleDetails, sampleStatuses, sampleUsers } from '../../testing/sampleData';
import { TaskDialog } from './TaskDialog';

const meta: Meta<typeof TaskDialog> = {
  title: 'tasks/TaskDialog',
  component: TaskDialog,
  args: {
    task: sampleDetails,
    statuses: sampleStatuses,
    users: sampleUsers,
    currentUserId: 7,
    readOnly: false,
    onChange: () => {},
    onAssignee: () => {},
    onAdd: () => {},
    onReplace: () => {},
    onDelete: () => {},
    onClose: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof TaskDialog>;

export const WithCommentsAndLog: Story = {};
export const NoDueDate: Story = { args: { task: { ...sampleDetails, dueDateTime: 'NO DATE SET', comments: [] } } };
export const ReadOnly: Story = { args: { readOnly: true } };
