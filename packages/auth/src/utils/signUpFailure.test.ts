import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES } from './loginOutcome';
import { signUpFailure } from './signUpFailure';

describe('signUpFailure', () => {
  it('passes the field errors of the error shape on', () => {
    const data = {
      statusCode: 422,
      error: 'Unprocessable Entity',
      message: 'Invalid input: email',
      fields: { email: 'Taken' },
    };
    expect(signUpFailure({ status: 422, data })).toEqual({ fields: { email: 'Taken' }, message: null });
  });

  it('shows nothing for a rate limit or a cancelled call', () => {
    expect(signUpFailure({ status: 429, data: { message: 'Too many attempts.' } })).toEqual({
      fields: null,
      message: null,
    });
    expect(signUpFailure({ status: 'CANCELLED' })).toEqual({ fields: null, message: null });
  });

  it('falls back to the generic text for server and network failures', () => {
    expect(signUpFailure({ status: 500, data: { message: 'boom' } }).message).toBe(LOGIN_MESSAGES.generic);
    expect(signUpFailure({ status: 'FETCH_ERROR' }).message).toBe(LOGIN_MESSAGES.generic);
  });
});
