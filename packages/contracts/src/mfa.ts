import { z } from 'zod';
import { idSchema, singleLineText } from './primitives';

/** Server paths of multi-factor sign-in (TOTP) and its management on the profile page. */
export const mfaPaths = {
  verify: '/api/auth/mfa/verify',
  status: '/api/auth/mfa',
  enrolment: '/api/auth/mfa/enrolment',
  confirmEnrolment: '/api/auth/mfa/enrolment/confirm',
  remove: '/api/auth/mfa/remove',
  trustedDevices: '/api/auth/mfa/trusted-devices',
  trustedDevice: '/api/auth/mfa/trusted-devices/:id',
} as const;

/**
 * After the password of an MFA account checks out, POST /api/login answers 400 with this message
 * (spec 1 §8) and sets a short-lived challenge cookie on this path; the verify call spends it.
 */
export const MFA_REQUIRED_MESSAGE = 'Mfa_expired';
export const MFA_CHALLENGE_COOKIE = 'shelfsight_mfa';
export const MFA_CHALLENGE_COOKIE_PATH = '/api/auth/mfa';
export const MFA_CHALLENGE_TTL_MINUTES = 10;
export const MFA_TRUSTED_DEVICE_DAYS = 30;
export const MFA_RECOVERY_CODE_COUNT = 10;

export const mfaMessages = {
  invalidCode: 'The code is not valid. Check your authenticator app and try again.',
  invalidRecoveryCode: 'This recovery code is not valid or has already been used.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  codeOrRecoveryCode: 'Enter the code from your authenticator app or a recovery code.',
  codeOrPassword: 'Enter a current code or your password.',
  invalidPassword: 'The password is not correct.',
  notEnrolling: 'Start the set-up first.',
  alreadyEnabled: 'Multi-factor sign-in is already on.',
  notEnabled: 'Multi-factor sign-in is not on.',
} as const;

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code');
export const recoveryCodeSchema = z.string().trim().min(8, 'Enter a recovery code').max(40);

export const mfaVerifyRequestSchema = z
  .object({
    email: z.email().max(320),
    code: totpCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
    trustDevice: z.boolean().optional(),
    deviceIdentifier: singleLineText().max(200).optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.recoveryCode === undefined), {
    path: ['code'],
    message: mfaMessages.codeOrRecoveryCode,
  });
export type MfaVerifyRequest = z.infer<typeof mfaVerifyRequestSchema>;

export const mfaStatusSchema = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

export const mfaEnrolmentSchema = z.object({
  secret: z.string(),
  otpauthUri: z.string(),
  qrDataUrl: z.string(),
});
export type MfaEnrolment = z.infer<typeof mfaEnrolmentSchema>;

export const mfaConfirmRequestSchema = z.object({ code: totpCodeSchema });
export type MfaConfirmRequest = z.infer<typeof mfaConfirmRequestSchema>;

export const mfaRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type MfaRecoveryCodes = z.infer<typeof mfaRecoveryCodesSchema>;

export const mfaRemoveRequestSchema = z
  .object({ code: totpCodeSchema.optional(), password: z.string().min(1).max(1024).optional() })
  .refine((body) => body.code !== undefined || body.password !== undefined, {
    path: ['code'],
    message: mfaMessages.codeOrPassword,
  });
export type MfaRemoveRequest = z.infer<typeof mfaRemoveRequestSchema>;

export const trustedDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type TrustedDevice = z.infer<typeof trustedDeviceSchema>;
export const trustedDevicesSchema = z.object({ devices: z.array(trustedDeviceSchema) });

export const trustedDeviceParamsSchema = z.object({ id: idSchema });
