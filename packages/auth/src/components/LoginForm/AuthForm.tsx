import { brandColors } from '@shelfsight/ui-kit';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import styles from './LoginForm.module.css';

// The brand colours reach the plain-HTML forms as CSS variables, so no antd theme has to load.
const brandVars = {
  '--brand-primary': brandColors.primary,
  '--brand-primary-light': brandColors.primaryLight,
  '--brand-error': brandColors.error,
  '--brand-success': brandColors.success,
} as CSSProperties;

export interface AuthFormProps {
  title: string;
  submitLabel: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  submitting?: boolean;
  /** A form-level answer of the server, shown as an alert above the fields. */
  errorMessage?: string | null;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame every sign-in style form shares: title, alert, fields, one primary button. */
export function AuthForm({
  title,
  submitLabel,
  onSubmit,
  submitting = false,
  errorMessage,
  intro,
  children,
}: AuthFormProps) {
  return (
    <form className={styles.form} style={brandVars} noValidate onSubmit={onSubmit} aria-busy={submitting}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p>{intro}</p> : null}
      {errorMessage ? (
        <p className={styles.alert} role="alert">
          {errorMessage}
        </p>
      ) : null}
      {children}
      <button type="submit" className={styles.submit} disabled={submitting}>
        {submitting ? <span className={styles.busy} aria-hidden="true" /> : null}
        {submitLabel}
      </button>
    </form>
  );
}
