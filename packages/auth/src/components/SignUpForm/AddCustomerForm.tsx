import { customerCreateFieldErrors, type CustomerCreateRequest } from '@shelfsight/contracts';
import type { ReactNode } from 'react';
import { AuthForm } from '../LoginForm/AuthForm';
import { LoginField } from '../LoginForm/LoginField';
import { TermsField } from './TermsField';
import { useCheckedForm } from './useCheckedForm';

export interface AddCustomerFormProps {
  intro?: ReactNode;
  onSubmit(values: CustomerCreateRequest): void;
  submitting?: boolean;
  errorMessage?: string | null;
  fieldErrors?: Record<string, string> | null;
}

/** A signed-in user's sign-up: the account exists, so only the company and the terms are asked. */
export function AddCustomerForm({
  intro,
  onSubmit,
  submitting = false,
  errorMessage,
  fieldErrors,
}: AddCustomerFormProps) {
  const { values, errorOf, change, submit } = useCheckedForm<CustomerCreateRequest>({
    initial: { companyName: '', termsAccepted: false },
    rules: customerCreateFieldErrors,
    clean: (entered) => ({ ...entered, companyName: entered.companyName.trim() }),
    onSubmit,
    fieldErrors,
  });

  return (
    <AuthForm
      title="Create a company account"
      submitLabel="Create account"
      onSubmit={submit}
      submitting={submitting}
      errorMessage={errorMessage}
      intro={intro}
    >
      <LoginField
        name="companyName"
        label="Company name"
        type="text"
        autoComplete="organization"
        autoFocus
        value={values.companyName}
        error={errorOf('companyName')}
        disabled={submitting}
        onChange={(value) => change('companyName', value)}
      />
      <TermsField
        checked={values.termsAccepted}
        error={errorOf('termsAccepted')}
        disabled={submitting}
        onChange={(value) => change('termsAccepted', value)}
      />
    </AuthForm>
  );
}
