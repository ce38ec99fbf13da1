import { describe, expect, it } from 'vitest';
import { validateLogin } from './validateLogin';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Please enter your email',
      password: 'Please enter your password',
    });
    expect(validateLogin({ email: '   ', password: 'secret' })).toEqual({ email: 'Please enter your email' });
  });

  it('rejects an address without a domain', () => {
    expect(validateLogin({ email: 'ada@example', password: 'secret' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('accepts a complete form', () => {
    expect(validateLogin({ email: ' ada@example.com ', password: 'secret' })).toEqual({});
  });
});
