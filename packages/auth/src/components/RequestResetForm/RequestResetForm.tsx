import { brandColors } from '@shelfsight/ui-kit';
import { useState, type CSSProperties, type FormEvent } from 'react';
import { LoginField } from '../LoginForm/LoginField';
import styles from '../LoginForm/LoginForm.module.css';

export interface RequestResetFormProps {
  /** Called with a trimmed address once the field passes its checks. */
  onSubmit(email: string): void;
  submitting?: boolean;
  errorMessage?: string | null;
  fieldError?: string | null;
}

const brandVars = {
  '--brand-primary': brandColors.primary,
  '--brand-primary-light': brandColors.primaryLight,
  '--brand-error': brandColors.error,
} as CSSProperties;

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
    <form className={styles.form} style={brandVars} noValidate onSubmit={submit} aria-busy={submitting}>
      <h1 className={styles.title}>Reset your password</h1>
      <p>Enter the e-mail address of your account and we will send you a link to choose a new password.</p>
      {errorMessage ? (
        <p className={styles.alert} role="alert">
          {errorMessage}
        </p>
      ) : null}
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
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? <span className={styles.busy} aria-hidden="true" /> : null}
        Send reset link
      </button>
    </form>
  );
}
