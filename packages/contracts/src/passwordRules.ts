import { dictionary } from '@zxcvbn-ts/language-common';

/*
 * The password rules of every form and of the API. Kept apart from the reset calls because the
 * common-password list is large: only screens that check a new password should load it.
 */
export const PASSWORD_MIN_LENGTH = 10;

/** The texts of the password rules, shown the same by every form and every API answer. */
export const passwordRuleMessages = {
  required: 'Enter a password.',
  tooShort: `Use at least ${PASSWORD_MIN_LENGTH} characters.`,
  sameAsEmail: 'The password must not be your e-mail address or its name part.',
  common: 'This password is one of the most common ones. Choose a less predictable one.',
  confirmRequired: 'Repeat the password.',
  confirmMismatch: 'The passwords do not match.',
} as const;

/** The rules as a list the forms show beside the password field. */
export const passwordRuleHints: readonly string[] = [
  `At least ${PASSWORD_MIN_LENGTH} characters`,
  'Not your e-mail address',
  'Not one of the most common passwords',
];

// Only entries that pass the length rule matter; shorter ones are refused before the list is asked.
let commonPasswords: Set<string> | undefined;
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].filter((entry) => entry.length >= PASSWORD_MIN_LENGTH));
  return commonPasswords.has(password.toLowerCase());
}

/** The first rule the password breaks, or undefined when it passes them all. */
export function passwordProblem(password: string, email?: string | null): string | undefined {
  if (password === '') return passwordRuleMessages.required;
  if (password.length < PASSWORD_MIN_LENGTH) return passwordRuleMessages.tooShort;
  if (email) {
    const lowered = password.trim().toLowerCase();
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0];
    if (lowered === address || lowered === localPart) return passwordRuleMessages.sameAsEmail;
  }
  if (isCommonPassword(password)) return passwordRuleMessages.common;
  return undefined;
}

export function confirmPasswordProblem(password: string, confirmPassword: string): string | undefined {
  if (confirmPassword === '') return passwordRuleMessages.confirmRequired;
  return confirmPassword === password ? undefined : passwordRuleMessages.confirmMismatch;
}

/** Field errors of a new-password form: `{ password?, confirmPassword? }`, empty when valid. */
export function newPasswordFieldErrors(
  input: { password: string; confirmPassword: string },
  email?: string | null,
): Partial<Record<'password' | 'confirmPassword', string>> {
  const errors: Partial<Record<'password' | 'confirmPassword', string>> = {};
  const password = passwordProblem(input.password, email);
  if (password) errors.password = password;
  const confirm = confirmPasswordProblem(input.password, input.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  return errors;
}
