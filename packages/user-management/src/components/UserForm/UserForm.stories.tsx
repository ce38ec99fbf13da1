import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleRoles, sampleUsers } from '../../testing/sampleData';
import { UserForm } from './UserForm';

const meta: Meta<typeof UserForm> = {
  title: 'user-management/UserForm',
  component: UserForm,
  args: { roles: sampleRoles, onSubmit: () => {}, onCancel: () => {} },
};
export default meta;

type Story = StoryObj<typeof UserForm>;

export const New: Story = {};
export const Editing: Story = { args: { initial: sampleUsers[2] } };
export const ServerErrors: Story = {
  args: {
    fieldErrors: { email: 'A user with this e-mail address already exists.', password: 'Use at least 10 characters.' },
  },
};
export const ServerFailure: Story = { args: { generalError: 'An error occured. Please contact our support team.' } };
