import { describe, expect, it } from 'vitest';
import { formatWait, rateLimitMessage, sendResetEmailRequestSchema } from './passwordReset';
import { isCommonPassword, newPasswordFieldErrors, passwordProblem, passwordRuleMessages } from './passwordRules';

describe('passwordProblem', () => {
  it('asks for at least 10 characters', () => {
    expect(passwordProblem('')).toBe(passwordRuleMessages.required);
    expect(passwordProblem('Short-1')).toBe(passwordRuleMessages.tooShort);
    expect(passwordProblem('Long-enough-1')).toBeUndefined();
  });

  it('refuses the e-mail address and its local part, whatever the case', () => {
    expect(passwordProblem('Jane.Doe@Acme.test', 'jane.doe@acme.test')).toBe(passwordRuleMessages.sameAsEmail);
    expect(passwordProblem('JANE.DOE.SMITH', 'jane.doe.smith@acme.test')).toBe(passwordRuleMessages.sameAsEmail);
    expect(passwordProblem('jane.doe.smith-2', 'jane.doe.smith@acme.test')).toBeUndefined();
  });

  it('refuses passwords from the common-password list', () => {
    expect(isCommonPassword('qwertyuiop')).toBe(true);
    expect(isCommonPassword('Password123')).toBe(true);
    expect(passwordProblem('1234567890')).toBe(passwordRuleMessages.common);
    expect(isCommonPassword('Plum-Harbour-Lantern-7')).toBe(false);
  });
});

describe('newPasswordFieldErrors', () => {
  it('names each failing field', () => {
    expect(newPasswordFieldErrors({ password: 'short', confirmPassword: 'other' })).toEqual({
      password: passwordRuleMessages.tooShort,
      confirmPassword: passwordRuleMessages.confirmMismatch,
    });
    expect(newPasswordFieldErrors({ password: 'Plum-Harbour-Lantern-7', confirmPassword: '' })).toEqual({
      confirmPassword: passwordRuleMessages.confirmRequired,
    });
    expect(
      newPasswordFieldErrors({ password: 'Plum-Harbour-Lantern-7', confirmPassword: 'Plum-Harbour-Lantern-7' }),
    ).toEqual({});
  });
});

describe('sendResetEmailRequestSchema', () => {
  it('requires an e-mail address', () => {
    expect(sendResetEmailRequestSchema.safeParse({ email: 'pm@acme.test' }).success).toBe(true);
    expect(sendResetEmailRequestSchema.safeParse({ email: 'nope' }).success).toBe(false);
  });
});

describe('rateLimitMessage', () => {
  it('rounds the wait up to whole seconds or minutes', () => {
    expect(formatWait(1)).toBe('1 second');
    expect(formatWait(44.2)).toBe('45 seconds');
    expect(formatWait(60)).toBe('1 minute');
    expect(formatWait(61)).toBe('2 minutes');
    expect(rateLimitMessage(900)).toBe('Too many attempts. Please try again in 15 minutes.');
  });
});
