import { userManagementMessages } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { formErrorsOf } from './formErrors';

describe('formErrorsOf', () => {
  it('shows the support message on HTTP 500 and on network failures', () => {
    expect(formErrorsOf({ status: 500, data: { message: 'boom', fields: { email: 'x' } } })).toEqual({
      fields: {},
      general: userManagementMessages.serverError,
    });
    expect(formErrorsOf({ status: 'FETCH_ERROR', data: 'offline' }).general).toBe(
      'An error occured. Please contact our support team.',
    );
  });

  it('hands field errors to their fields', () => {
    expect(
      formErrorsOf({
        status: 422,
        data: { message: 'taken', fields: { email: 'A user with this e-mail address already exists.' } },
      }),
    ).toEqual({
      fields: { email: 'A user with this e-mail address already exists.' },
      general: null,
    });
  });

  it('falls back to the message without fields', () => {
    expect(formErrorsOf({ status: 403, data: { message: 'Only administrators' } })).toEqual({
      fields: {},
      general: 'Only administrators',
    });
  });
});
