import { z } from 'zod';
import { singleLineText } from './primitives';
import { confirmPasswordProblem, passwordProblem } from './passwordRules';

/** Server paths of the sign-up and demo calls (spec 1 §7). */
export const signUpPaths = {
  validateDemo: '/api/validate-hub-spot-demo-submission',
  demoSubmit: '/api/demo/submit',
  validateSignUp: '/api/validate-hub-spot-sign-up-submission',
  signUpSubmit: '/api/sign-up/submit',
  customerCreate: '/api/customer/create',
} as const;

/** A new TRIAL customer is in force this long (activeUntil); a demo user and its customer likewise. */
export const TRIAL_DAYS = 14;
export const DEMO_DAYS = 14;

export const SIGN_UP_TEXT_MAX = 200;

export const signUpMessages = {
  companyNameRequired: 'Enter the name of your company.',
  fullNameRequired: 'Enter your full name.',
  emailRequired: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address.',
  emailTaken: 'An account with this e-mail address already exists. Sign in or reset your password instead.',
  termsRequired: 'Accept the terms of service to continue.',
  tooLong: `Use at most ${SIGN_UP_TEXT_MAX} characters.`,
} as const;

// Shape only, like the reset form: the rules and their texts live in signUpFieldErrors, shared with the browser.
const text = (max = SIGN_UP_TEXT_MAX) => singleLineText().max(max, `Use at most ${max} characters.`);

/** The sign-up form; the demo form asks for the same. */
export const signUpRequestSchema = z.object({
  companyName: text(),
  fullName: text(),
  email: text(320),
  password: text(1024),
  confirmPassword: text(1024),
  termsAccepted: z.boolean(),
  /** As at sign-in: the submit starts a session whose refresh token records the device. */
  deviceIdentifier: singleLineText().max(200).optional(),
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;
export const demoRequestSchema = signUpRequestSchema;
export type DemoRequest = SignUpRequest;
export type SignUpField = Exclude<keyof SignUpRequest, 'deviceIdentifier'>;
export type SignUpFieldErrors = Partial<Record<SignUpField, string>>;

/** A signed-in user adding a customer: the account is there already, so only the company. */
export const customerCreateRequestSchema = z.object({
  companyName: text(),
  termsAccepted: z.boolean(),
});
export type CustomerCreateRequest = z.infer<typeof customerCreateRequestSchema>;

/** Answer of the validate calls when every field passes. */
export const signUpValidationSchema = z.object({ valid: z.literal(true) });
export type SignUpValidation = z.infer<typeof signUpValidationSchema>;

const emailFormat = z.email();

export function companyNameProblem(companyName: string): string | undefined {
  return companyName.trim() === '' ? signUpMessages.companyNameRequired : undefined;
}

export function signUpEmailProblem(email: string): string | undefined {
  if (email.trim() === '') return signUpMessages.emailRequired;
  return emailFormat.safeParse(email.trim()).success ? undefined : signUpMessages.emailInvalid;
}

/**
 * Every broken rule of the form by field, empty when it passes. The browser checks with it before
 * sending; the server repeats it and adds what only it knows (an address already registered).
 */
export function signUpFieldErrors(input: SignUpRequest): SignUpFieldErrors {
  const errors: SignUpFieldErrors = {};
  const company = companyNameProblem(input.companyName);
  if (company) errors.companyName = company;
  if (input.fullName.trim() === '') errors.fullName = signUpMessages.fullNameRequired;
  const email = signUpEmailProblem(input.email);
  if (email) errors.email = email;
  const password = passwordProblem(input.password, input.email);
  if (password) errors.password = password;
  const confirm = confirmPasswordProblem(input.password, input.confirmPassword);
  if (confirm) errors.confirmPassword = confirm;
  if (!input.termsAccepted) errors.termsAccepted = signUpMessages.termsRequired;
  return errors;
}

export function customerCreateFieldErrors(
  input: CustomerCreateRequest,
): Partial<Record<keyof CustomerCreateRequest, string>> {
  const errors: Partial<Record<keyof CustomerCreateRequest, string>> = {};
  const company = companyNameProblem(input.companyName);
  if (company) errors.companyName = company;
  if (!input.termsAccepted) errors.termsAccepted = signUpMessages.termsRequired;
  return errors;
}
