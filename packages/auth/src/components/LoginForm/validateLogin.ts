/** What the sign-in form holds; beside its checks so the form imports them without a circle. */
export interface LoginFormValues {
  email: string;
  password: string;
}

export type LoginFieldErrors = Partial<Record<keyof LoginFormValues, string>>;

// Deliberately loose: the server decides whether an address exists; this only catches obvious typos.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The form's own checks (spec 1 §5): both fields required, the email shaped like an address. */
export function validateLogin(values: LoginFormValues): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const email = values.email.trim();
  if (!email) errors.email = 'Please enter your email';
  else if (!EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  if (!values.password) errors.password = 'Please enter your password';
  return errors;
}
