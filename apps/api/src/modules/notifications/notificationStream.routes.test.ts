import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, login, type TestApp } from '../../test/testApp';

let t: TestApp;
let origin: string;
let analyst: string;
let sysadmin: string;

beforeAll(async () => {
  t = await createTestApp();
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

describe('GET /api/customer/:customerId/notifications/stream', () => {
  it('pushes a notification created for the caller, authenticated by the query token', async () => {
    const controller = new AbortController();
    const response = await fetch(`${origin}/api/customer/1/notifications/stream?access_token=${analyst}`, { signal: controller.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const body = response.body;
    if (!body) throw new Error('no body');
    await readUntil(body, (text) => text.includes(': connected'));
    expect(t.app.notificationBus.listenerCount(1, 3)).toBe(1);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer/1/notifications',
      headers: { authorization: `Bearer ${sysadmin}` },
      payload: { title: 'Export ready', userId: 3, type: 'EXPORT_READY' },
    });
    expect(sent.statusCode).toBe(201);
    const text = await readUntil(body, (so) => so.includes('\n\n') && so.includes('event: notification'));
    const data = text.split('\n').find((line) => line.startsWith('data: '));
    expect(JSON.parse(data?.slice(6) ?? '{}')).toMatchObject({ title: 'Export ready', type: 'EXPORT_READY', isRead: false });
    controller.abort();
  });

  it('refuses a missing or wrong token with 401', async () => {
    expect((await fetch(`${origin}/api/customer/1/notifications/stream`)).status).toBe(401);
    expect((await fetch(`${origin}/api/customer/1/notifications/stream?access_token=nope`)).status).toBe(401);
  });
});
