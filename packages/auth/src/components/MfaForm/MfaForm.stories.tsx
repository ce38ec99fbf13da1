import type { Meta, StoryObj } from '@storybook/react-vite';
import { MfaForm } from './MfaForm';

const meta: Meta<typeof MfaForm> = {
  title: 'auth/MfaForm',
  component: MfaForm,
  args: { email: 'mfa@acme.test', onSubmit: (values) => console.info('verify', values.trustDevice) },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof MfaForm>;

export const Empty: Story = {};

export const Submitting: Story = { args: { submitting: true } };

export const WrongCode: Story = {
  args: { fieldErrors: { code: 'The code is not valid. Check your authenticator app and try again.' } },
};
