import { expect, inject } from 'vitest';
import { DEMO_PASSWORD } from './browser';

/** A call to the API as one demo user: a path below the active customer, JSON or text in, JSON out (none on 204). */
export type CustomerApi = <T = unknown>(
  method: string,
  path: string,
  body?: string | object,
  contentType?: string,
) => Promise<T>;

/**
 * Signs a demo user in outside the browser and calls paths below their active customer's
 * `/api/customer/{id}/`, failing the test on any answer that is not a success. For setting up and checking what a
 * screen should show against what the API computes.
 */
export async function customerApi(
  email = 'admin@acme.test',
): Promise<{ api: CustomerApi; customerId: number; raw: (path: string) => Promise<Response> }> {
  const baseUrl = inject('baseUrl');
  const login = await fetch(new URL('/api/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(login.status, `sign-in of ${email}`).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const active = (await (await fetch(new URL('/api/customer/get-active', baseUrl), { headers })).json()) as {
    id: number;
  };
  const api: CustomerApi = async <T>(
    method: string,
    path: string,
    body?: string | object,
    contentType = 'application/json',
  ) => {
    const response = await fetch(new URL(`/api/customer/${active.id}/${path}`, baseUrl), {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': contentType }) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
  /** A GET below the customer answered as it came (a picture's bytes), failing the test unless it succeeded. */
  const raw = async (path: string) => {
    const response = await fetch(new URL(`/api/customer/${active.id}/${path}`, baseUrl), { headers });
    expect(response.ok, `GET ${path}: ${response.status}`).toBe(true);
    return response;
  };
  return { api, customerId: active.id, raw };
}
