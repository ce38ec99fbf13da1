import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { passwordResetMessages, passwordRuleMessages, REFRESH_TOKEN_COOKIE } from '@shelfsight/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema/passwordResets';
import { createTestApp, DEMO_LOGIN, login, type TestApp } from '../../test/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://shelfsight.example/' } });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Plum-Harbour-Lantern-7';

const sendEmail = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password/send-email', payload: { email } });
const validate = (hash: string) =>
  t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${encodeURIComponent(hash)}/validate` });
const reset = (hash: string, password: string, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/reset-password/${encodeURIComponent(hash)}`,
    payload: { password, confirmPassword },
  });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

// Mail bodies are quoted-printable: long lines are folded with '=' and '=' itself becomes '=3D'.
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function mails(): Promise<string[]> {
  const files = await readdir(t.config.outboxDir).catch(() => [] as string[]);
  const texts = await Promise.all(files.sort().map((file) => readFile(path.join(t.config.outboxDir, file), 'utf8')));
  return texts.map(decodeQuotedPrintable);
}

/** Requests a reset and returns the hash of the link in the newest mail. */
async function requestHash(email: string): Promise<string> {
  expect((await sendEmail(email)).statusCode).toBe(204);
  const newest = (await mails()).at(-1) ?? '';
  const match = /https:\/\/shelfsight\.example\/reset-password\/\?hash=([\w%-]+)/.exec(newest);
  if (!match?.[1]) throw new Error('no reset link in the newest mail');
  return decodeURIComponent(match[1]);
}

describe('POST /api/auth/reset-password/send-email', () => {
  it('mails a link under PUBLIC_URL to a known address and stores only a digest of it', async () => {
    const hash = await requestHash('Analyst@Acme.test');
    const newest = (await mails()).at(-1) ?? '';
    expect(newest).toContain('To: analyst@acme.test');
    expect(newest).toContain('Subject: Reset your Shelfsight password');
    expect(hash.length).toBeGreaterThanOrEqual(40);
    const stored = await t.app.db.select().from(passwordResets);
    expect(stored.some((row) => row.hashDigest === hash)).toBe(false);
    const expiresIn = (stored.at(-1)?.expiresAt.getTime() ?? 0) - Date.now();
    expect(expiresIn).toBeGreaterThan(59 * 60 * 1000);
    expect(expiresIn).toBeLessThanOrEqual(60 * 60 * 1000);
  });

  it('answers the same 204 for an unknown address and sends nothing', async () => {
    const before = (await mails()).length;
    const response = await sendEmail('nobody@acme.test');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await mails()).length).toBe(before);
  });

  it('answers 400 naming the email field for a malformed address', async () => {
    const response = await sendEmail('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ email: 'Invalid email address' });
  });
});

describe('POST /api/auth/reset-password/:hash/validate', () => {
  it('accepts a fresh link and refuses an unknown one with a clear message', async () => {
    const hash = await requestHash('analyst@acme.test');
    expect((await validate(hash)).statusCode).toBe(204);
    const unknown = await validate('made-up-hash');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ statusCode: 404, message: passwordResetMessages.unknown });
  });

  it('refuses an expired link with 410', async () => {
    const hash = await requestHash('analyst@acme.test');
    await t.app.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` });
    const response = await validate(hash);
    expect(response.statusCode).toBe(410);
    expect(response.json().message).toBe(passwordResetMessages.expired);
  });
});

describe('POST /api/auth/reset-password/:hash', () => {
  it('names the field of each broken password rule and keeps the link usable', async () => {
    const hash = await requestHash('pm@acme.test');
    const cases: [string, string, Record<string, string>][] = [
      ['short', 'short', { password: passwordRuleMessages.tooShort }],
      ['PM@acme.test', 'PM@acme.test', { password: passwordRuleMessages.sameAsEmail }],
      ['qwertyuiop', 'qwertyuiop', { password: passwordRuleMessages.common }],
      [NEW_PASSWORD, 'something-else', { confirmPassword: passwordRuleMessages.confirmMismatch }],
    ];
    for (const [password, confirmPassword, fields] of cases) {
      const response = await reset(hash, password, confirmPassword);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const missing = await t.app.inject({ method: 'POST', url: `/api/auth/reset-password/${hash}`, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields)).toEqual(['password', 'confirmPassword']);
    expect((await validate(hash)).statusCode).toBe(204);
  });

  it('sets the password, spends the link and ends the existing sessions of that account only', async () => {
    const session = await login(t.app, 'pm@acme.test');
    const hash = await requestHash('pm@acme.test');
    const [pm] = await t.app.db
      .execute<{ id: number }>(sql`select id from users where email = 'pm@acme.test'`)
      .then((r) => r.rows);
    const otherLinks = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, Number(pm?.id)));
    expect(otherLinks.length).toBeGreaterThan(1);

    expect((await reset(hash, NEW_PASSWORD)).statusCode).toBe(204);

    expect((await signIn('pm@acme.test', DEMO_LOGIN.password)).statusCode).toBe(401);
    expect((await signIn('pm@acme.test', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('analyst@acme.test', DEMO_LOGIN.password)).statusCode).toBe(200);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { [REFRESH_TOKEN_COOKIE]: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);

    const again = await reset(hash, 'Another-Fine-Password-9');
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(passwordResetMessages.used);
    const open = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, Number(pm?.id)));
    expect(open.every((row) => row.usedAt !== null)).toBe(true);
  });
});
