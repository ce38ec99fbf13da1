import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, DEMO_LOGIN, type TestApp } from '../../test/testApp';

const LEGACY = 'https://v1.shelfsight.example/';
let withLegacy: TestApp;
let without: TestApp;
beforeAll(async () => {
  [withLegacy, without] = await Promise.all([createTestApp({ env: { LEGACY_APP_URL: LEGACY } }), createTestApp()]);
  for (const t of [withLegacy, without]) {
    await t.app.db.update(users).set({ legacyApp: true }).where(eq(users.email, 'analyst@acme.test'));
  }
});
afterAll(async () => {
  await Promise.all([withLegacy.close(), without.close()]);
});

const v1RedirectUrl = async (t: TestApp, email: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_LOGIN.password },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ v1RedirectUrl: string | null }>().v1RedirectUrl;
};

describe('legacy-version redirect at sign-in', () => {
  it('answers LEGACY_APP_URL for users flagged legacy, null for the others', async () => {
    expect(await v1RedirectUrl(withLegacy, 'analyst@acme.test')).toBe(LEGACY);
    expect(await v1RedirectUrl(withLegacy, 'admin@acme.test')).toBeNull();
  });

  it('never redirects when no legacy app is configured', async () => {
    expect(await v1RedirectUrl(without, 'analyst@acme.test')).toBeNull();
  });
});
