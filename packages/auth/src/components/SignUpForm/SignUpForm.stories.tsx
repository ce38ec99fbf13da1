import { passwordRuleMessages, signUpMessages } from '@shelfsight/contracts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { SignUpForm } from './SignUpForm';

const meta: Meta<typeof SignUpForm> = {
  title: 'auth/SignUpForm',
  component: SignUpForm,
  args: {
    title: 'Create an account',
    submitLabel: 'Create account',
    intro: "Start a free 14-day trial. You become the administrator of your company's account.",
    onSubmit: (values) => console.info('sign up', values.email),
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
};
export default meta;

type Story = StoryObj<typeof SignUpForm>;

export const Empty: Story = {};

export const Demo: Story = {
  args: {
    title: 'Activate your demo account',
    submitLabel: 'Activate demo',
    intro: 'Try Shelfsight for 14 days with your own company account.',
  },
};

export const Submitting: Story = { args: { submitting: true } };

export const ServerFieldErrors: Story = {
  args: { fieldErrors: { email: signUpMessages.emailTaken, password: passwordRuleMessages.common } },
};

export const ServerFailure: Story = {
  args: { errorMessage: 'Something went wrong. Please try again or contact support.' },
};
