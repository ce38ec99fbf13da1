import { describe, expect, it } from 'vitest';
import { passwordRuleMessages } from './passwordRules';
import {
  customerCreateFieldErrors,
  signUpFieldErrors,
  signUpMessages,
  signUpRequestSchema,
  type SignUpRequest,
} from './signUp';

const valid: SignUpRequest = {
  companyName: 'Northwind Traders',
  fullName: 'Nora Lindqvist',
  email: 'nora@northwind.test',
  password: 'Plum-Harbour-Lantern-7',
  confirmPassword: 'Plum-Harbour-Lantern-7',
  termsAccepted: true,
};

describe('signUpFieldErrors', () => {
  it('passes a complete form', () => {
    expect(signUpFieldErrors(valid)).toEqual({});
  });

  it('names every broken field with its text at once', () => {
    expect(
      signUpFieldErrors({
        companyName: '  ',
        fullName: '',
        email: 'nora@',
        password: 'short',
        confirmPassword: 'other',
        termsAccepted: false,
      }),
    ).toEqual({
      companyName: signUpMessages.companyNameRequired,
      fullName: signUpMessages.fullNameRequired,
      email: signUpMessages.emailInvalid,
      password: passwordRuleMessages.tooShort,
      confirmPassword: passwordRuleMessages.confirmMismatch,
      termsAccepted: signUpMessages.termsRequired,
    });
  });

  it('asks for a missing address and refuses the address as password', () => {
    expect(signUpFieldErrors({ ...valid, email: '' }).email).toBe(signUpMessages.emailRequired);
    const sameAsEmail = { ...valid, password: 'nora@northwind.test', confirmPassword: 'nora@northwind.test' };
    expect(signUpFieldErrors(sameAsEmail)).toEqual({ password: passwordRuleMessages.sameAsEmail });
  });
});

describe('customerCreateFieldErrors', () => {
  it('asks for the company and the terms', () => {
    expect(customerCreateFieldErrors({ companyName: '', termsAccepted: false })).toEqual({
      companyName: signUpMessages.companyNameRequired,
      termsAccepted: signUpMessages.termsRequired,
    });
    expect(customerCreateFieldErrors({ companyName: 'Northwind', termsAccepted: true })).toEqual({});
  });
});

describe('signUpRequestSchema', () => {
  it('checks only the shape and caps lengths', () => {
    expect(signUpRequestSchema.safeParse({ ...valid, email: 'not checked here' }).success).toBe(true);
    expect(signUpRequestSchema.safeParse({ ...valid, companyName: 'x'.repeat(201) }).success).toBe(false);
    expect(signUpRequestSchema.safeParse({ ...valid, termsAccepted: 'yes' }).success).toBe(false);
  });
});
