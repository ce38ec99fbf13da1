import { MFA_TRUSTED_DEVICE_DAYS } from '@shelfsight/contracts';
import { useState, type FormEvent } from 'react';
import { AuthForm } from '../LoginForm/AuthForm';
import fieldStyles from '../LoginForm/LoginForm.module.css';
import styles from './MfaForm.module.css';

export interface MfaFormValues {
  code?: string;
  recoveryCode?: string;
  trustDevice: boolean;
}

export interface MfaFormProps {
  email: string;
  onSubmit(values: MfaFormValues): void;
  submitting?: boolean;
  errorMessage?: string | null;
  /** Server errors by field: `code` or `recoveryCode`. */
  fieldErrors?: Record<string, string> | null;
}

const MISSING = { code: 'Please enter the 6-digit code', recoveryCode: 'Please enter a recovery code' } as const;

/** The second sign-in step; plain HTML like the sign-in form so /mfa/ stays as light as /login/. */
export function MfaForm({ email, onSubmit, submitting = false, errorMessage, fieldErrors }: MfaFormProps) {
  const [mode, setMode] = useState<'code' | 'recoveryCode'>('code');
  const [value, setValue] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [missing, setMissing] = useState(false);
  const [editedSince, setEditedSince] = useState<unknown>(null);
  const serverError = editedSince === fieldErrors ? undefined : fieldErrors?.[mode];
  const error = missing && value.trim() === '' ? MISSING[mode] : serverError;
  const id = `mfa-${mode}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = value.trim();
    if (trimmed === '') {
      setMissing(true);
      return;
    }
    onSubmit(mode === 'code' ? { code: trimmed, trustDevice } : { recoveryCode: trimmed, trustDevice });
  }

  function switchMode() {
    setMode(mode === 'code' ? 'recoveryCode' : 'code');
    setValue('');
    setMissing(false);
  }

  return (
    <AuthForm
      title="Two-step verification"
      submitLabel="Verify"
      onSubmit={submit}
      submitting={submitting}
      errorMessage={errorMessage}
      intro={
        mode === 'code'
          ? `Enter the code from your authenticator app for ${email}.`
          : `Enter one of the recovery codes you saved for ${email}. Each works once.`
      }
    >
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={id}>
          {mode === 'code' ? 'Authentication code' : 'Recovery code'}
        </label>
        <input
          id={id}
          name={mode}
          className={fieldStyles.input}
          autoComplete="one-time-code"
          inputMode={mode === 'code' ? 'numeric' : 'text'}
          // The page exists for this one field.
          autoFocus
          value={value}
          disabled={submitting}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setEditedSince(fieldErrors);
          }}
        />
        {error ? (
          <p id={`${id}-error`} className={fieldStyles.error}>
            {error}
          </p>
        ) : null}
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={trustDevice} onChange={(event) => setTrustDevice(event.target.checked)} />
        Trust this device for {MFA_TRUSTED_DEVICE_DAYS} days
      </label>
      <button type="button" className={styles.linkButton} onClick={switchMode}>
        {mode === 'code' ? 'Use a recovery code' : 'Use the authenticator app'}
      </button>
    </AuthForm>
  );
}
