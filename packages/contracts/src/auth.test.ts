import { describe, expect, it } from 'vitest';
import { apiPaths } from './apiPaths';
import { loginRequestSchema, scopesSchema } from './auth';
import { apiErrorSchema } from './errors';

describe('loginRequestSchema', () => {
  it('accepts an email and password with an optional device identifier', () => {
    expect(loginRequestSchema.parse({ email: 'a@b.test', password: 'x' })).toEqual({
      email: 'a@b.test',
      password: 'x',
    });
    expect(loginRequestSchema.safeParse({ email: 'a@b.test', password: 'x', deviceIdentifier: 'd' }).success).toBe(
      true,
    );
  });

  it('names the email field with the message the API answers', () => {
    const result = loginRequestSchema.safeParse({ email: 'nope', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', 'Invalid email address'],
    ]);
  });

  it('refuses an empty password', () => {
    expect(loginRequestSchema.safeParse({ email: 'a@b.test', password: '' }).success).toBe(false);
  });
});

describe('shared shapes', () => {
  it('keeps every API path under /api', () => {
    for (const value of Object.values(apiPaths)) expect(value.startsWith('/api/')).toBe(true);
  });

  it('parses the error shape with and without fields', () => {
    expect(
      apiErrorSchema.parse({ statusCode: 400, error: 'Bad Request', message: 'm', fields: { email: 'e' } }).fields,
    ).toEqual({ email: 'e' });
    expect(apiErrorSchema.safeParse({ statusCode: 400, error: 'Bad Request' }).success).toBe(false);
  });

  it('reads scopes as a map of booleans', () => {
    expect(scopesSchema.parse({ admin: true, 'system-admin': false })).toEqual({ admin: true, 'system-admin': false });
  });
});
