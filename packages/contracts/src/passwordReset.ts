import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/** Server paths of the password-reset calls (spec 1 §7). */
export const passwordResetPaths = {
  sendEmail: '/api/auth/reset-password/send-email',
  validate: '/api/auth/reset-password/:hash/validate',
  reset: '/api/auth/reset-password/:hash',
} as const;

export const PASSWORD_MIN_LENGTH = 10;
/** How long a reset link stays usable. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

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

export const passwordResetMessages = {
  unknown: 'This password reset link is not valid. Request a new one.',
  expired: 'This password reset link has expired. Request a new one.',
  used: 'This password reset link has already been used. Request a new one.',
} as const;
export type PasswordResetProblem = keyof typeof passwordResetMessages;

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

export const sendResetEmailRequestSchema = z.object({ email: z.email().max(320) });
export type SendResetEmailRequest = z.infer<typeof sendResetEmailRequestSchema>;

export const resetHashParamsSchema = z.object({ hash: z.string().min(1).max(200) });

// Shape only: the rules need the account's e-mail, so the server checks them with newPasswordFieldErrors.
export const resetPasswordRequestSchema = z.object({
  password: z.string().max(1024),
  confirmPassword: z.string().max(1024),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

/** Text of a 429 answer; the seconds also travel in the Retry-After header. */
export function rateLimitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please try again in ${formatWait(retryAfterSeconds)}.`;
}

/** '45 seconds', '1 minute', '15 minutes' — rounded up so the wait is never undersold. */
export function formatWait(seconds: number): string {
  if (seconds < 60) {
    const whole = Math.max(1, Math.ceil(seconds));
    return `${whole} second${whole === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
