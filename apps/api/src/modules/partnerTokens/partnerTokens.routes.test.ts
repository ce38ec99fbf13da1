import { createHash } from 'node:crypto';
import { type CreatedPartnerToken, type PartnerToken, partnerTokenMessages } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

const RATE_LIMIT = 6;
let t: TestApp;
let acme = 0;
let brandco = 0;
const call = apiCaller(() => t.app);
const admin = 'admin@acme.test';

beforeAll(async () => {
  t = await createTestApp({ env: { PARTNER_TOKEN_RATE_LIMIT: String(RATE_LIMIT) } });
  ({ acme, brandco } = await demoCustomers(t.app));
});
afterAll(async () => {
  await t.close();
});

async function createToken(name: string, scopes: string[]): Promise<CreatedPartnerToken> {
  const response = await call(admin, 'POST', 'partner-tokens', { name, scopes });
  expect(response.statusCode).toBe(201);
  return response.json<CreatedPartnerToken>();
}

/** A call with a partner token instead of a session. */
function withToken(token: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: string) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'text/csv' }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

const CSV = 'day,retailer,gtin,listed\n2026-03-01,amazon-de,4006381333931,true\n';

describe('partner tokens: management', () => {
  it('creates a token shown once, stores only its SHA-256 and lists it without the token', async () => {
    const created = await createToken('Nightly ERP feed', ['read', 'ingest']);
    expect(created.token).toMatch(/^ssp_[A-Za-z0-9_-]{43}$/);
    expect(created.scopes).toEqual(['ingest', 'read']);
    expect(created.token.startsWith(created.prefix)).toBe(true);
    expect(created.createdByName).toBe('Alice Admin');

    const { rows } = await t.app.db.execute<{ token_hash: string }>(
      sql`select token_hash from partner_tokens where id = ${created.id}`,
    );
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(created.token).digest('hex'));

    const listed = await call(admin, 'GET', 'partner-tokens');
    expect(listed.statusCode).toBe(200);
    const entry = listed.json<PartnerToken[]>().find((token) => token.id === created.id);
    expect(entry).toMatchObject({
      name: 'Nightly ERP feed',
      prefix: created.prefix,
      lastUsedAt: null,
      revokedAt: null,
    });
    expect(JSON.stringify(listed.json())).not.toContain(created.token);
  });

  it('answers 400 naming the field', async () => {
    const noName = await call(admin, 'POST', 'partner-tokens', { name: ' ', scopes: ['read'] });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields).toMatchObject({ name: partnerTokenMessages.nameRequired });
    const badScope = await call(admin, 'POST', 'partner-tokens', { name: 'x', scopes: ['write'] });
    expect(badScope.statusCode).toBe(400);
    expect(Object.keys(badScope.json().fields)[0]).toMatch(/^scopes/);
    const noScope = await call(admin, 'POST', 'partner-tokens', { name: 'x', scopes: [] });
    expect(noScope.json().fields).toMatchObject({ scopes: partnerTokenMessages.scopesRequired });
  });

  it('refuses another tenant, non-admins and read-only users with 403', async () => {
    expect((await call('analyst@acme.test', 'GET', 'partner-tokens', undefined, brandco)).statusCode).toBe(403);
    // A member of Brandco without its Administrators role.
    expect((await call(admin, 'POST', 'partner-tokens', { name: 'x', scopes: ['read'] }, brandco)).statusCode).toBe(
      403,
    );
    expect((await call('analyst@acme.test', 'GET', 'partner-tokens')).statusCode).toBe(403);
    expect((await call('pm@acme.test', 'POST', 'partner-tokens', { name: 'x', scopes: ['read'] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('readonly@acme.test', 'POST', 'partner-tokens', { name: 'x', scopes: ['read'] })).statusCode,
    ).toBe(403);
  });

  it('lets system admins manage the tokens of any customer', async () => {
    const response = await call(
      'sysadmin@shelfsight.test',
      'POST',
      'partner-tokens',
      { name: 'BI', scopes: ['read'] },
      brandco,
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('partner tokens: requests made with them', () => {
  it('reads its own customer with the read scope and records the last use', async () => {
    const { token, id } = await createToken('Dashboard reader', ['read']);
    const response = await withToken(token, 'GET', `/api/customer/${acme}/retailers`);
    expect(response.statusCode).toBe(200);
    const listed = (await call(admin, 'GET', 'partner-tokens')).json<PartnerToken[]>();
    expect(listed.find((entry) => entry.id === id)?.lastUsedAt).not.toBeNull();
  });

  it('answers 403 on another customer, outside the customer paths and on administration', async () => {
    const { token } = await createToken('Scoped reader', ['read', 'ingest']);
    const other = await withToken(token, 'GET', `/api/customer/${brandco}/retailers`);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(partnerTokenMessages.otherCustomer);
    expect((await withToken(token, 'GET', '/api/auth/user')).statusCode).toBe(403);
    const tokens = await withToken(token, 'GET', `/api/customer/${acme}/partner-tokens`);
    expect(tokens.json().message).toBe(partnerTokenMessages.noAdministration);
    const inbox = await withToken(token, 'GET', `/api/customer/${acme}/notifications`);
    expect(inbox.statusCode).toBe(403);
    expect(inbox.json().message).toBe(partnerTokenMessages.personalRefused);
  });

  it('ingests with the ingest scope and refuses what its scopes do not allow', async () => {
    const ingestOnly = await createToken('ERP feed', ['ingest']);
    const accepted = await withToken(ingestOnly.token, 'POST', `/api/customer/${acme}/ingest`, CSV);
    expect(accepted.statusCode).toBe(202);
    expect(accepted.json()).toMatchObject({ format: 'csv' });
    const read = await withToken(ingestOnly.token, 'GET', `/api/customer/${acme}/retailers`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toBe(partnerTokenMessages.scopeMissing('read'));

    const readOnly = await createToken('Reader', ['read']);
    const refused = await withToken(readOnly.token, 'POST', `/api/customer/${acme}/ingest`, CSV);
    expect(refused.json().message).toBe(partnerTokenMessages.scopeMissing('ingest'));
    const otherWrite = await withToken(readOnly.token, 'DELETE', `/api/customer/${acme}/partner-tokens/${readOnly.id}`);
    expect(otherWrite.statusCode).toBe(403);
    expect(otherWrite.json().message).toBe(partnerTokenMessages.writeRefused);
  });

  it('stops working at once when revoked (401), and a second revoke is 404', async () => {
    const { token, id } = await createToken('Old feed', ['read']);
    expect((await withToken(token, 'GET', `/api/customer/${acme}/retailers`)).statusCode).toBe(200);
    expect((await call(admin, 'DELETE', `partner-tokens/${id}`)).statusCode).toBe(204);
    expect((await withToken(token, 'GET', `/api/customer/${acme}/retailers`)).statusCode).toBe(401);
    expect((await call(admin, 'DELETE', `partner-tokens/${id}`)).statusCode).toBe(404);
    const listed = (await call(admin, 'GET', 'partner-tokens')).json<PartnerToken[]>();
    expect(listed.find((entry) => entry.id === id)?.revokedAt).not.toBeNull();
  });

  it('answers 401 to an unknown token and 404 when revoking another customer’s token', async () => {
    expect((await withToken('ssp_unknown', 'GET', `/api/customer/${acme}/retailers`)).statusCode).toBe(401);
    const brandcoToken = await call(
      'sysadmin@shelfsight.test',
      'POST',
      'partner-tokens',
      { name: 'B', scopes: ['read'] },
      brandco,
    );
    const id = brandcoToken.json<CreatedPartnerToken>().id;
    expect((await call(admin, 'DELETE', `partner-tokens/${id}`)).statusCode).toBe(404);
  });

  it('limits each token per minute with 429 and Retry-After', async () => {
    const { token } = await createToken('Busy feed', ['read']);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMIT; i += 1) {
      statuses.push((await withToken(token, 'GET', `/api/customer/${acme}/retailers`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429]);
    const limited = await withToken(token, 'GET', `/api/customer/${acme}/retailers`);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another token of the same customer has its own budget.
    const fresh = await createToken('Quiet feed', ['read']);
    expect((await withToken(fresh.token, 'GET', `/api/customer/${acme}/retailers`)).statusCode).toBe(200);
  });
});
