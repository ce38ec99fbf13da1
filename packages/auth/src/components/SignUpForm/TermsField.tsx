import fieldStyles from '../LoginForm/LoginForm.module.css';
import styles from './SignUpForm.module.css';

interface TermsFieldProps {
  checked: boolean;
  error?: string | undefined;
  disabled: boolean;
  onChange(checked: boolean): void;
}

/** The terms checkbox with its error, tied together for screen readers like LoginField. */
export function TermsField({ checked, error, disabled, onChange }: TermsFieldProps) {
  const errorId = 'signup-termsAccepted-error';
  return (
    <div className={styles.checkboxField}>
      <label className={styles.checkboxLabel}>
        <input
          type="checkbox"
          name="termsAccepted"
          className={styles.checkbox}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>I accept the terms of service</span>
      </label>
      {error ? (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
