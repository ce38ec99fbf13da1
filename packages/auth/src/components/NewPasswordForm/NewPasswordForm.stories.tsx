import { passwordRuleMessages } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { NewPasswordForm } from './NewPasswordForm';

const meta: Meta<typeof NewPasswordForm> = {
  title: 'auth/NewPasswordForm',
  component: NewPasswordForm,
  args: { onSubmit: () => console.info('new password submitted') },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof NewPasswordForm>;

export const Empty: Story = {};

export const Submitting: Story = { args: { submitting: true } };

export const ServerRefusedEmail: Story = { args: { fieldErrors: { password: passwordRuleMessages.sameAsEmail } } };
