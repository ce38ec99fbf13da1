import { describe, expect, it } from 'vitest';
import { http } from '../http';
import { fakeRoutes, jsonResponse } from './fakeServer';

describe('fakeRoutes', () => {
  it('answers the listed routes, 404 for others, and keeps calls and requests', async () => {
    const server = fakeRoutes({ 'POST /api/auth/login-as': () => jsonResponse({ ok: true }) });
    const answer = await http()('auth/login-as', {
      method: 'POST',
      json: { email: 'a@b.test' },
      headers: { authorization: 'Bearer t' },
    }).json();
    expect(answer).toEqual({ ok: true });
    const missing = await http()('nothing?x=1', { throwHttpErrors: false });
    expect(missing.status).toBe(404);
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/auth/login-as', body: { email: 'a@b.test' } },
      { method: 'GET', path: '/api/nothing', body: undefined },
    ]);
    expect(server.requests[0]?.headers.get('authorization')).toBe('Bearer t');
    expect(new URL(server.requests[1]?.url ?? '').search).toBe('?x=1');
  });
});
