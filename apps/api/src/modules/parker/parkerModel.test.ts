import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { modelParser } from './parkerModel';
import type { ParkerVocabulary } from './parkerVocabulary';

const vocabulary: ParkerVocabulary = {
  retailers: [{ id: 3, name: 'Bolwinkel' }],
  brands: [{ id: 5, name: 'Kestrel' }],
  brandTypes: [],
  products: [],
  countries: [],
  lastFactDay: '2026-11-29',
};

/** A small chat completions server: it answers each request with the next reply and keeps what it was sent. */
let server: Server;
let baseUrl = '';
let replies: string[] = [];
const received: { authorization?: string; body: { model: string; messages: { role: string; content: string }[] } }[] =
  [];

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => resolve(text));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = JSON.parse(await bodyOf(request));
    received.push({ authorization: request.headers.authorization, body });
    if (request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const content = replies.shift() ?? '';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        model: body.model,
        choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  replies = [];
});

const query = {
  metric: 'AVAILABILITY',
  dimension: 'BRAND',
  filters: { retailers: [3], brands: [5] },
  period: { dateFrom: '2026-11-01', dateTo: '2026-11-29' },
};

describe('modelParser', () => {
  it('sends the question with the vocabulary and reads the query from the reply, fenced or not', async () => {
    const parse = modelParser({ baseUrl, apiKey: 'test-key', model: 'small-model' });
    replies = [`Here it is:\n\`\`\`json\n${JSON.stringify(query)}\n\`\`\``, JSON.stringify(query)];
    const first = await parse('how available was kestrel at the dutch marketplace', vocabulary);
    expect(first).toMatchObject({ ...query, aggregation: null, order: null, compare: null });
    expect(await parse('again', vocabulary)).toEqual(first);
    expect(received[0]?.authorization).toBe('Bearer test-key');
    expect(received[0]?.body.model).toBe('small-model');
    expect(received[0]?.body.messages[0]?.content).toContain('3=Bolwinkel');
    expect(received[0]?.body.messages[1]).toEqual({
      role: 'user',
      content: 'how available was kestrel at the dutch marketplace',
    });
  });

  it('refuses a reply the query schema refuses, or one naming ids the customer does not have', async () => {
    const parse = modelParser({ baseUrl, model: 'small-model' });
    replies = [
      JSON.stringify({ ...query, metric: 'REVENUE' }),
      JSON.stringify({ ...query, filters: { retailers: [99] } }),
      'I cannot help with that.',
    ];
    expect(await parse('revenue?', vocabulary)).toBeNull();
    expect(await parse('at retailer 99', vocabulary)).toBeNull();
    expect(await parse('hello', vocabulary)).toBeNull();
    expect(received[0]?.authorization).toBeUndefined();
  });

  it('fails when the endpoint answers an error status', async () => {
    const parse = modelParser({ baseUrl: baseUrl.replace('/v1', '/other'), model: 'small-model' });
    await expect(parse('availability', vocabulary)).rejects.toThrow();
  });
});
