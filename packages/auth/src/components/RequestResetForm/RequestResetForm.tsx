import { useState, type FormEvent } from 'react';
import { LoginField } from '../LoginForm/LoginField';
import { AuthForm } from '../LoginForm/AuthForm';

export interface RequestResetFormProps {
  /** Called with a trimmed address once the field passes its checks. */
  onSubmit(email: string): void;
  submitting?: boolean;
  errorMessage?: string | null;
  fieldError?: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateResetEmail(email: string): string | undefined {
  if (email.trim() === '') return 'Please enter your email';
  return EMAIL_PATTERN.test(email.trim()) ? undefined : 'Please enter a valid email address';
}

/** The e-mail step of a password reset; plain HTML like the sign-in form, for the same budget. */
export function RequestResetForm({ onSubmit, submitting = false, errorMessage, fieldError }: RequestResetFormProps) {
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const ownError = checked ? validateResetEmail(email) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (validateResetEmail(email)) return;
    onSubmit(email.trim());
  }

  return (
    <AuthForm
      title="Reset your password"
      submitLabel="Send reset link"
      intro="Enter the e-mail address of your account and we will send you a link to choose a new password."
      onSubmit={submit}
      submitting={submitting}
      errorMessage={errorMessage}
    >
      <LoginField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        value={email}
        error={ownError ?? fieldError ?? undefined}
        disabled={submitting}
        onChange={setEmail}
      />
    </AuthForm>
  );
}
