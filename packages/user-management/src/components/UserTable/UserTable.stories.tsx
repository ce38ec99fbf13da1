import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRoles, sampleUsers } from '../../testing/sampleData';
import { UserTable } from './UserTable';

const meta: Meta<typeof UserTable> = {
  title: 'user-management/UserTable',
  component: UserTable,
  args: { users: sampleUsers, roles: sampleRoles, onEdit: () => {}, onDeactivate: () => {} },
};
export default meta;

type Story = StoryObj<typeof UserTable>;

export const Administrator: Story = {};
export const ReadOnly: Story = { args: { readOnly: true } };
export const Loading: Story = { args: { users: [], loading: true } };
