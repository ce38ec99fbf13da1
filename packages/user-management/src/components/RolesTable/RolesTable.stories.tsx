import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRoles } from '../../testing/sampleData';
import { RolesTable } from './RolesTable';

const meta: Meta<typeof RolesTable> = {
  title: 'user-management/RolesTable',
  component: RolesTable,
  args: { roles: sampleRoles, onEdit: () => {}, onDelete: () => {} },
};
export default meta;

type Story = StoryObj<typeof RolesTable>;

export const Admin: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
