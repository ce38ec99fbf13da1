import { useState, type FormEvent } from 'react';
import { LoginField } from './LoginField';
import { AuthForm } from './AuthForm';
import { validateLogin, type LoginFieldErrors, type LoginFormValues } from './validateLogin';

export interface LoginFormProps {
  /** Called only when both fields are filled in: an incomplete form sends nothing (spec 1 §5). */
  onSubmit(values: LoginFormValues): void;
  submitting?: boolean;
  /** The form-level answer of a failed sign-in, such as 'Invalid credentials'. */
  errorMessage?: string | null;
  /** Server validation errors by field name. */
  fieldErrors?: Record<string, string> | null;
}

/**
 * Plain HTML on purpose (see the package README): the sign-in page must load before any of antd.
 * Server field errors show until the field is edited; the form's own checks rerun on every edit once
 * a submit has been tried.
 */
export function LoginForm({ onSubmit, submitting = false, errorMessage, fieldErrors }: LoginFormProps) {
  const [values, setValues] = useState<LoginFormValues>({ email: '', password: '' });
  const [checked, setChecked] = useState(false);
  const [edited, setEdited] = useState<{ fieldErrors: unknown; names: Set<string> }>({ fieldErrors, names: new Set() });
  // New server errors make every field's server error visible again.
  const editedNames = edited.fieldErrors === fieldErrors ? edited.names : new Set<string>();
  const ownErrors: LoginFieldErrors = checked ? validateLogin(values) : {};
  const errorOf = (name: keyof LoginFormValues) =>
    ownErrors[name] ?? (editedNames.has(name) ? undefined : fieldErrors?.[name]);

  function change(name: keyof LoginFormValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited({ fieldErrors, names: new Set(editedNames).add(name) });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(validateLogin(values)).length > 0) return;
    onSubmit({ email: values.email.trim(), password: values.password });
  }

  return (
    <AuthForm
      title="Sign in"
      submitLabel="Sign in"
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
        value={values.email}
        error={errorOf('email')}
        disabled={submitting}
        onChange={(value) => change('email', value)}
      />
      <LoginField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errorOf('password')}
        disabled={submitting}
        onChange={(value) => change('password', value)}
      />
    </AuthForm>
  );
}
