import { passwordRuleHints, signUpFieldErrors, type SignUpField, type SignUpRequest } from '@shelfsight/contracts';
import { Fragment, type ReactNode } from 'react';
import { AuthForm } from '../LoginForm/AuthForm';
import { LoginField } from '../LoginForm/LoginField';
import styles from './SignUpForm.module.css';
import { TermsField } from './TermsField';
import { useCheckedForm } from './useCheckedForm';

export type SignUpFormValues = Omit<SignUpRequest, 'deviceIdentifier'>;

export interface SignUpFormProps {
  title: string;
  submitLabel: string;
  intro?: ReactNode;
  /** Called only when the form passes the rules of contracts; the server checks again. */
  onSubmit(values: SignUpFormValues): void;
  submitting?: boolean;
  errorMessage?: string | null;
  /** Server field errors by field name; each shows until its field is edited. */
  fieldErrors?: Record<string, string> | null;
}

const empty: SignUpFormValues = {
  companyName: '',
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAccepted: false,
};

type TextField = Exclude<SignUpField, 'termsAccepted'>;
const textFields: { name: TextField; label: string; type: 'text' | 'email' | 'password'; autoComplete: string }[] = [
  { name: 'companyName', label: 'Company name', type: 'text', autoComplete: 'organization' },
  { name: 'fullName', label: 'Full name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Repeat password', type: 'password', autoComplete: 'new-password' },
];

/** The sign-up and demo form: plain HTML like the sign-in form, checked with the rules of contracts. */
export function SignUpForm({
  title,
  submitLabel,
  intro,
  onSubmit,
  submitting = false,
  errorMessage,
  fieldErrors,
}: SignUpFormProps) {
  const { values, errorOf, change, submit } = useCheckedForm<SignUpFormValues>({
    initial: empty,
    rules: signUpFieldErrors,
    clean: (entered) => ({
      ...entered,
      companyName: entered.companyName.trim(),
      fullName: entered.fullName.trim(),
      email: entered.email.trim(),
    }),
    onSubmit,
    fieldErrors,
  });

  return (
    <AuthForm
      title={title}
      submitLabel={submitLabel}
      onSubmit={submit}
      submitting={submitting}
      errorMessage={errorMessage}
      intro={intro}
    >
      {textFields.map((field, index) => (
        <Fragment key={field.name}>
          <LoginField
            {...field}
            autoFocus={index === 0}
            value={values[field.name]}
            error={errorOf(field.name)}
            disabled={submitting}
            onChange={(value) => change(field.name, value)}
          />
          {field.name === 'password' ? <p className={styles.hint}>{passwordRuleHints.join('; ')}.</p> : null}
        </Fragment>
      ))}
      <TermsField
        checked={values.termsAccepted}
        error={errorOf('termsAccepted')}
        disabled={submitting}
        onChange={(value) => change('termsAccepted', value)}
      />
    </AuthForm>
  );
}
