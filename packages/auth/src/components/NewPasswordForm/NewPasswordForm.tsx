import {
  isCommonPassword,
  newPasswordFieldErrors,
  PASSWORD_MIN_LENGTH,
  passwordRuleHints,
} from '@shelfsight/contracts';
import { useState, type FormEvent } from 'react';
import { LoginField } from '../LoginForm/LoginField';
import { AuthForm } from '../LoginForm/AuthForm';
import rules from './NewPasswordForm.module.css';

export interface NewPasswordValues {
  password: string;
  confirmPassword: string;
}

export interface NewPasswordFormProps {
  onSubmit(values: NewPasswordValues): void;
  submitting?: boolean;
  errorMessage?: string | null;
  /** Server field errors (`password`, `confirmPassword`); each shows until its field is edited. */
  fieldErrors?: Record<string, string> | null;
  /** Known when the account is known (change-password); the reset link does not tell the browser. */
  email?: string | null;
}

/** Which of the shown rules the typed password meets, in the order of `passwordRuleHints`. */
function ruleStates(password: string, email: string | null | undefined): boolean[] {
  const lowered = password.trim().toLowerCase();
  const address = email?.trim().toLowerCase();
  return [
    password.length >= PASSWORD_MIN_LENGTH,
    password !== '' && (!address || (lowered !== address && lowered !== address.split('@')[0])),
    password.length >= PASSWORD_MIN_LENGTH && !isCommonPassword(password),
  ];
}

/** New password and its confirmation, with the rules of contracts shown and checked as one types. */
export function NewPasswordForm({
  onSubmit,
  submitting = false,
  errorMessage,
  fieldErrors,
  email,
}: NewPasswordFormProps) {
  const [values, setValues] = useState<NewPasswordValues>({ password: '', confirmPassword: '' });
  const [checked, setChecked] = useState(false);
  const [edited, setEdited] = useState<{ fieldErrors: unknown; names: Set<string> }>({ fieldErrors, names: new Set() });
  const editedNames = edited.fieldErrors === fieldErrors ? edited.names : new Set<string>();
  const ownErrors = checked ? newPasswordFieldErrors(values, email) : {};
  const errorOf = (name: keyof NewPasswordValues) =>
    ownErrors[name] ?? (editedNames.has(name) ? undefined : fieldErrors?.[name]);
  const states = ruleStates(values.password, email);

  function change(name: keyof NewPasswordValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited({ fieldErrors, names: new Set(editedNames).add(name) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(newPasswordFieldErrors(values, email)).length > 0) return;
    onSubmit(values);
  }

  return (
    <AuthForm
      title="Choose a new password"
      submitLabel="Set new password"
      onSubmit={submit}
      submitting={submitting}
      errorMessage={errorMessage}
    >
      <LoginField
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        autoFocus
        value={values.password}
        error={errorOf('password')}
        disabled={submitting}
        onChange={(value) => change('password', value)}
      />
      <ul className={rules.rules} aria-label="Password rules">
        {passwordRuleHints.map((hint, index) => (
          <li key={hint} className={states[index] ? rules.met : rules.unmet}>
            <span aria-hidden="true">{states[index] ? '✓' : '•'}</span> {hint}
            <span className={rules.hidden}>{states[index] ? ' (met)' : ' (not met yet)'}</span>
          </li>
        ))}
      </ul>
      <LoginField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errorOf('confirmPassword')}
        disabled={submitting}
        onChange={(value) => change('confirmPassword', value)}
      />
    </AuthForm>
  );
}
