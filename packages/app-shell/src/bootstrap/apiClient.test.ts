import type * as ApiClient from '@shelfsight/api-client';
import { configureApiClient, isLeavingForSignIn, type ApiClientConfig } from '@shelfsight/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindApiClient } from './apiClient';

vi.mock('@shelfsight/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  configureApiClient: vi.fn(),
  isLeavingForSignIn: vi.fn(() => false),
}));

function boundConfig(): ApiClientConfig {
  const config = vi.mocked(configureApiClient).mock.calls.at(-1)?.[0];
  if (!config) throw new Error('configureApiClient was not called');
  return config;
}

afterEach(() => localStorage.clear());

describe('bindApiClient', () => {
  it('logs out on 401: clears storage except what logout keeps, then reloads', () => {
    const reload = vi.fn();
    bindApiClient(vi.fn(), reload);
    localStorage.setItem('token', 'expired');
    localStorage.setItem('authUser', '{}');
    localStorage.setItem('deviceIdentifier', 'device-1');
    localStorage.setItem('activeCustomerId', '42');
    boundConfig().onUnauthorized();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(localStorage.getItem('deviceIdentifier')).toBe('device-1');
    expect(localStorage.getItem('activeCustomerId')).toBe('42');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload a page that is already loading the sign-in page after a sign-out', () => {
    const reload = vi.fn();
    bindApiClient(vi.fn(), reload);
    vi.mocked(isLeavingForSignIn).mockReturnValueOnce(true);
    localStorage.setItem('token', 'revoked');
    boundConfig().onUnauthorized();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('goes to the rate-limit page on 429, with the wait when the server gave one', () => {
    const navigate = vi.fn();
    bindApiClient(navigate, vi.fn());
    boundConfig().onRateLimited({ retryAfterSeconds: null });
    expect(navigate).toHaveBeenLastCalledWith('/429/');
    boundConfig().onRateLimited({ retryAfterSeconds: 900 });
    expect(navigate).toHaveBeenLastCalledWith('/429/?retryAfter=900');
  });
});
