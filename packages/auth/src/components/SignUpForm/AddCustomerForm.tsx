import { customerCreateFieldErrors, type CustomerCreateRequest } from '@shelfsight/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { AuthForm } from '../LoginForm/AuthForm';
import { LoginField } from '../LoginForm/LoginField';
import { TermsField } from './TermsField';
import { useServerFieldErrors } from './useServerFieldErrors';

export interface AddCustomerFormProps {
  intro?: ReactNode;
  onSubmit(values: CustomerCreateRequest): void;
  submitting?: boolean;
  errorMessage?: string | null;
  fieldErrors?: Record<string, string> | null;
}

/** A signed-in user's sign-up: the account exists, so only the company and the terms are asked. */
export function AddCustomerForm({ intro, onSubmit, submitting = false, errorMessage, fieldErrors }: AddCustomerFormProps) {
  const [values, setValues] = useState<CustomerCreateRequest>({ companyName: '', termsAccepted: false });
  const [checked, setChecked] = useState(false);
  const server = useServerFieldErrors(fieldErrors);
  const ownErrors = checked ? customerCreateFieldErrors(values) : {};
  const errorOf = (name: keyof CustomerCreateRequest) => ownErrors[name] ?? server.serverError(name);

  function change<Name extends keyof CustomerCreateRequest>(name: Name, value: CustomerCreateRequest[Name]) {
    setValues((current) => ({ ...current, [name]: value }));
    server.markEdited(name);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(customerCreateFieldErrors(values)).length > 0) return;
    onSubmit({ ...values, companyName: values.companyName.trim() });
  }

  return (
    <AuthForm title="Create a company account" submitLabel="Create account" onSubmit={submit} submitting={submitting} errorMessage={errorMessage} intro={intro}>
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
