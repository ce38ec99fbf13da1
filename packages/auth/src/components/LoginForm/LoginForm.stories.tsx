import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoginForm } from './LoginForm';

const meta: Meta<typeof LoginForm> = {
  title: 'auth/LoginForm',
  component: LoginForm,
  args: { onSubmit: (values) => console.info('sign in', values.email) },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof LoginForm>;

export const Empty: Story = {};

export const Submitting: Story = { args: { submitting: true } };

export const InvalidCredentials: Story = { args: { errorMessage: 'Invalid credentials' } };

export const TrialExpired: Story = {
  args: { errorMessage: "You don't have access to the tool, because your trial has expired." },
};

export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: 'This email address is not registered with an active account' } },
};
