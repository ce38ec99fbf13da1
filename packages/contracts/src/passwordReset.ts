import { z } from 'zod';
import { singleLineText } from './primitives';

/** Server paths of the password-reset calls (spec 1 §7). */
export const passwordResetPaths = {
  sendEmail: '/api/auth/reset-password/send-email',
  validate: '/api/auth/reset-password/:hash/validate',
  reset: '/api/auth/reset-password/:hash',
} as const;

/** How long a reset link stays usable. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const passwordResetMessages = {
  unknown: 'This password reset link is not valid. Request a new one.',
  expired: 'This password reset link has expired. Request a new one.',
  used: 'This password reset link has already been used. Request a new one.',
} as const;
export type PasswordResetProblem = keyof typeof passwordResetMessages;

export const sendResetEmailRequestSchema = z.object({ email: z.email().max(320) });
export type SendResetEmailRequest = z.infer<typeof sendResetEmailRequestSchema>;

export const resetHashParamsSchema = z.object({ hash: singleLineText().min(1).max(200) });

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
