import type { Meta, StoryObj } from '@storybook/react-vite';
import { RequestResetForm } from './RequestResetForm';

const meta: Meta<typeof RequestResetForm> = {
  title: 'auth/RequestResetForm',
  component: RequestResetForm,
  args: { onSubmit: (email) => console.info('reset requested for', email) },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof RequestResetForm>;

export const Empty: Story = {};

export const Submitting: Story = { args: { submitting: true } };

export const NetworkFailure: Story = { args: { errorMessage: 'Something went wrong. Please try again.' } };
