import { passwordRuleMessages, signUpMessages } from '@shelfsight/contracts';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fill } from '../../testing/fill';
import { SignUpForm } from './SignUpForm';

const PASSWORD = 'Plum-Harbour-Lantern-7';

function renderForm(props: Partial<Parameters<typeof SignUpForm>[0]> = {}) {
  const onSubmit = vi.fn();
  render(<SignUpForm title="Create an account" submitLabel="Create account" onSubmit={onSubmit} {...props} />);
  return { onSubmit, user: userEvent.setup() };
}

async function fillAll(user: UserEvent, password = PASSWORD) {
  await fill(user, screen.getByLabelText('Company name'), ' Northwind Traders ');
  await fill(user, screen.getByLabelText('Full name'), 'Nora Lindqvist');
  await fill(user, screen.getByLabelText('Email'), 'nora@northwind.test');
  await fill(user, screen.getByLabelText('Password'), password);
  await fill(user, screen.getByLabelText('Repeat password'), password);
  await user.click(screen.getByLabelText('I accept the terms of service'));
}

describe('SignUpForm', () => {
  it('names every broken rule and sends nothing', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription(signUpMessages.companyNameRequired);
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(signUpMessages.fullNameRequired);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(signUpMessages.emailRequired);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordRuleMessages.required);
    expect(screen.getByLabelText('Repeat password')).toHaveAccessibleDescription(passwordRuleMessages.confirmRequired);
    expect(screen.getByLabelText('I accept the terms of service')).toHaveAccessibleDescription(
      signUpMessages.termsRequired,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed values once every rule passes', async () => {
    const { onSubmit, user } = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSubmit).toHaveBeenCalledWith({
      companyName: 'Northwind Traders',
      fullName: 'Nora Lindqvist',
      email: 'nora@northwind.test',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
    });
  });

  it('shows server field errors until their field is edited', async () => {
    const { user } = renderForm({ fieldErrors: { email: signUpMessages.emailTaken, companyName: 'Too similar' } });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(signUpMessages.emailTaken);
    await fill(user, screen.getByLabelText('Email'), 'other@northwind.test');
    expect(screen.queryByText(signUpMessages.emailTaken)).not.toBeInTheDocument();
    expect(screen.getByText('Too similar')).toBeInTheDocument();
  });

  it('shows the form message and locks the fields while sending', () => {
    renderForm({ submitting: true, errorMessage: 'Something went wrong.' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    expect(screen.getByLabelText('I accept the terms of service')).toBeDisabled();
  });
});
