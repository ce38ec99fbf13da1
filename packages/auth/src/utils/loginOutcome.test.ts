import { describe, expect, it } from 'vitest';
import { interpretLoginError, LOGIN_MESSAGES, mfaPath, postLoginDestination } from './loginOutcome';

describe('interpretLoginError', () => {
  it('shows invalid credentials on a 401, or the trial text when the trial expired', () => {
    const body = { statusCode: 401, error: 'Unauthorized', message: 'Invalid credentials' };
    expect(interpretLoginError({ status: 401, data: body })).toEqual({ kind: 'message', text: 'Invalid credentials' });
    expect(interpretLoginError({ status: 401, data: { ...body, message: 'trial_expired' } })).toEqual({
      kind: 'message',
      text: LOGIN_MESSAGES.trialExpired,
    });
    expect(interpretLoginError({ status: 401, data: 'trial_expired' })).toEqual({
      kind: 'message',
      text: LOGIN_MESSAGES.trialExpired,
    });
  });

  it('explains a 403 without customers', () => {
    const failure = interpretLoginError({
      status: 403,
      data: { statusCode: 403, error: 'Forbidden', message: 'no_customers' },
    });
    expect(failure).toEqual({ kind: 'message', text: LOGIN_MESSAGES.noCustomers });
  });

  it('asks for the MFA step on an expired MFA, and hands field errors to the form', () => {
    expect(interpretLoginError({ status: 400, data: { message: 'Mfa_expired' } })).toEqual({ kind: 'mfa' });
    const failure = interpretLoginError({
      status: 422,
      data: {
        statusCode: 422,
        error: 'Unprocessable Entity',
        message: 'Invalid input',
        fields: { email: 'Invalid email' },
      },
    });
    expect(failure).toEqual({ kind: 'fields', fields: { email: 'Invalid email' }, text: null });
  });

  it('stays silent on cancellations and rate limits, and is generic on network and server failures', () => {
    expect(interpretLoginError({ status: 'CANCELLED', data: 'Requests cancelled by the user.' })).toEqual({
      kind: 'silent',
    });
    expect(interpretLoginError({ status: 429, data: null })).toEqual({ kind: 'silent' });
    expect(interpretLoginError({ status: 'FETCH_ERROR', data: 'Failed to fetch' })).toEqual({
      kind: 'message',
      text: LOGIN_MESSAGES.generic,
    });
    expect(interpretLoginError({ status: 500, data: { message: 'db down' } })).toEqual({
      kind: 'message',
      text: LOGIN_MESSAGES.generic,
    });
  });
});

describe('postLoginDestination', () => {
  const none = new Set<string>();

  it('prefers the remembered redirect', () => {
    expect(postLoginDestination({ redirect: '/tasks/', needsToChangePassword: true, availablePaths: none })).toBe(
      '/tasks/',
    );
  });

  it('forces the password change only when that screen exists', () => {
    const withPage = new Set(['/change-password/']);
    expect(postLoginDestination({ redirect: null, needsToChangePassword: true, availablePaths: withPage })).toBe(
      '/change-password/',
    );
    expect(postLoginDestination({ redirect: null, needsToChangePassword: true, availablePaths: none })).toBe('/');
    expect(postLoginDestination({ redirect: null, needsToChangePassword: false, availablePaths: withPage })).toBe('/');
  });
});

describe('mfaPath', () => {
  it('carries the email and the optional redirect', () => {
    expect(mfaPath('ada@example.com', null)).toBe('/mfa/?email=ada%40example.com');
    expect(mfaPath('ada@example.com', '/tasks/')).toBe('/mfa/?email=ada%40example.com&redirect=%2Ftasks%2F');
  });
});
