import styles from './LoginForm.module.css';

interface LoginFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  autoComplete: string;
  autoFocus?: boolean;
  value: string;
  error?: string;
  disabled: boolean;
  onChange(value: string): void;
}

/** A labelled input with its error text, tied together for screen readers. */
export function LoginField({
  name,
  label,
  type,
  autoComplete,
  autoFocus,
  value,
  error,
  disabled,
  onChange,
}: LoginFieldProps) {
  const id = `login-${name}`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className={styles.input}
        autoComplete={autoComplete}
        // The sign-in page has one purpose; focusing its first field is what the user expects.
        autoFocus={autoFocus}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
