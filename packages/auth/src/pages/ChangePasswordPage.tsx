import { selectAuthUser, userLoaded, selectScopes, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, newPasswordFieldErrors, passwordRuleHints } from '@shelfsight/contracts';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useChangePasswordMutation } from '../api/accessToolsApi';
import { AuthForm } from '../components/LoginForm/AuthForm';
import { LoginField } from '../components/LoginForm/LoginField';

type Values = { currentPassword: string; password: string; confirmPassword: string };
const empty: Values = { currentPassword: '', password: '', confirmPassword: '' };

/** /change-password/ — the forced password change after sign-in (needsToChangePassword). */
export function ChangePasswordPage() {
  const user = useAppSelector(selectAuthUser);
  const scopes = useAppSelector(selectScopes);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>({});
  const [message, setMessage] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const own: Partial<Record<keyof Values, string>> = newPasswordFieldErrors(values, user?.email);
    if (!values.currentPassword) own.currentPassword = 'Enter your current password.';
    setErrors(own);
    setMessage(null);
    if (Object.keys(own).length > 0) return;
    const result = await changePassword(values);
    if (result.error) {
      const data = (result.error as { data?: { fields?: Record<string, string> } }).data;
      if (data?.fields) setErrors(data.fields);
      else setMessage('Something went wrong. Please try again.');
      return;
    }
    if (user) dispatch(userLoaded({ user: { ...user, needsToChangePassword: false }, scopes }));
    navigate(clientRoutes.home, { replace: true });
  }

  const field = (name: keyof Values, label: string, autoComplete: string) => (
    <LoginField
      name={name}
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      error={errors[name]}
      disabled={isLoading}
      onChange={(value) => setValues((previous) => ({ ...previous, [name]: value }))}
    />
  );

  return (
    <AuthForm
      title="Change your password"
      submitLabel="Change password"
      onSubmit={(event) => void submit(event)}
      submitting={isLoading}
      errorMessage={message}
      intro={`Please choose a new password. ${passwordRuleHints.join('; ')}.`}
    >
      {field('currentPassword', 'Current password', 'current-password')}
      {field('password', 'New password', 'new-password')}
      {field('confirmPassword', 'Repeat new password', 'new-password')}
    </AuthForm>
  );
}

export { ChangePasswordPage as Component };
