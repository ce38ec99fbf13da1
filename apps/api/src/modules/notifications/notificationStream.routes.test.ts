import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, login, type TestApp } from '../../test/testApp';

let t: TestApp;
let origin: string;
let analyst: string;
let sysadmin: string;
/** Every line the app logged, at info level: the test reads what a connect leaves in the request log. */
const logLines: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => logLines.push(line) } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  analyst = (await login(t.app, 'analyst@acme.test')).token;
  sysadmin = (await login(t.app, 'sysadmin@shelfsight.test')).token;
});
afterAll(async () => {
  await t.close();
});

/** Reads the stream until `done` says the text so far is enough. */
async function readUntil(body: ReadableStream<Uint8Array>, done: (text: string) => boolean): Promise<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  while (!done(text)) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text;
}

async function ticketFor(token: string, customerId = 1) {
  return t.app.inject({
    method: 'POST',
    url: `/api/customer/${customerId}/notifications/stream-ticket`,
    headers: bearer(token),
  });
}

describe('POST /api/customer/:customerId/notifications/stream-ticket', () => {
  it('answers a ticket for a member, with how long it stays valid', async () => {
    const response = await ticketFor(analyst);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { ticket: string; expiresInSeconds: number };
    expect(body.ticket.length).toBeGreaterThanOrEqual(32);
    expect(body.ticket).not.toContain(analyst);
    expect(body.expiresInSeconds).toBeGreaterThan(0);
  });

  it('refuses a caller without a token (401) and another tenant (403)', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/customer/1/notifications/stream-ticket' })).statusCode,
    ).toBe(401);
    expect((await ticketFor(analyst, 2)).statusCode).toBe(403);
  });
});

describe('GET /api/customer/:customerId/notifications/stream', () => {
  it('pushes a notification created for the caller, opened with a ticket, and logs neither token nor ticket', async () => {
    const { ticket } = (await ticketFor(analyst)).json() as { ticket: string };
    logLines.length = 0;
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/customer/1/notifications/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const body = response.body;
    if (!body) throw new Error('no body');
    await readUntil(body, (text) => text.includes(': connected'));
    expect(t.app.notificationBus.listenerCount(1, 3)).toBe(1);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer/1/notifications',
      headers: bearer(sysadmin),
      payload: { title: 'Export ready', userId: 3, type: 'EXPORT_READY' },
    });
    expect(sent.statusCode).toBe(201);
    const text = await readUntil(body, (so) => so.includes('\n\n') && so.includes('event: notification'));
    const data = text.split('\n').find((line) => line.startsWith('data: '));
    expect(JSON.parse(data?.slice(6) ?? '{}')).toMatchObject({
      title: 'Export ready',
      type: 'EXPORT_READY',
      isRead: false,
    });
    controller.abort();

    const log = logLines.join('');
    const connect = logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .find((entry) => entry.req?.url?.includes('/stream?'));
    expect(connect?.req?.url).toBe('/api/customer/1/notifications/stream?ticket=[redacted]');
    expect(log).not.toContain(ticket);
    expect(log).not.toContain(analyst);
    expect(log).not.toContain(sysadmin);
  });

  it('accepts a ticket once only', async () => {
    const { ticket } = (await ticketFor(analyst)).json() as { ticket: string };
    const controller = new AbortController();
    const first = await fetch(`${origin}/api/customer/1/notifications/stream?ticket=${ticket}`, {
      signal: controller.signal,
    });
    expect(first.status).toBe(200);
    controller.abort();
    expect((await fetch(`${origin}/api/customer/1/notifications/stream?ticket=${ticket}`)).status).toBe(401);
  });

  it('refuses a ticket on another customer’s stream', async () => {
    const { ticket } = (await ticketFor(sysadmin, 1)).json() as { ticket: string };
    expect((await fetch(`${origin}/api/customer/2/notifications/stream?ticket=${ticket}`)).status).toBe(401);
  });

  it('no longer accepts an access token in the URL, nor a missing or unknown ticket (401)', async () => {
    expect((await fetch(`${origin}/api/customer/1/notifications/stream?access_token=${analyst}`)).status).toBe(401);
    expect((await fetch(`${origin}/api/customer/1/notifications/stream`)).status).toBe(401);
    expect((await fetch(`${origin}/api/customer/1/notifications/stream?ticket=nope`)).status).toBe(401);
  });
});

describe('the log', () => {
  it('redacts secret fields of a logged body', () => {
    logLines.length = 0;
    t.app.log.info({ body: { email: 'analyst@acme.test', password: 'Demo-Password-1', token: analyst } }, 'a body');
    const entry = JSON.parse(logLines.join('')) as { body: Record<string, string> };
    expect(entry.body).toEqual({ email: 'analyst@acme.test', password: '[redacted]', token: '[redacted]' });
  });
});
