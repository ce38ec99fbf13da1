import { request as httpRequest } from 'node:http';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { errorsPlugin } from './errors';

interface LogLine {
  level: number;
  msg: string;
  code?: string;
}

/** A real server (the socket must really close), logging to memory. */
async function listeningApp(
  handler: (socket: NodeJS.EventEmitter) => Promise<never>,
  onLine?: (line: LogLine) => void,
) {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString('utf8')) as LogLine;
      lines.push(line);
      onLine?.(line);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream: destination } });
  await app.register(errorsPlugin);
  app.get('/slow', (request) => handler(request.raw.socket));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, lines, port };
}

/** Asks for /slow and hangs up as soon as the server has the request. */
function askAndLeave(port: number, serverHasIt: Promise<void>) {
  const client = httpRequest({ port, host: '127.0.0.1', path: '/slow' });
  client.on('error', () => undefined);
  client.end();
  void serverHasIt.then(() => client.destroy());
}

function streamError(code: string) {
  return Object.assign(new Error('Premature close'), { code });
}

describe('errors plugin: a client leaving mid-answer', () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  it('logs a broken stream after the client hung up as the client leaving, not as a failure', async () => {
    let received!: () => void;
    const serverHasIt = new Promise<void>((resolve) => (received = resolve));
    let judged!: () => void;
    const handled = new Promise<void>((resolve) => (judged = resolve));
    const verdicts = ['the client went away before the answer was sent', 'request failed'];
    const { app, lines, port } = await listeningApp(
      async (socket) => {
        received();
        await new Promise((resolve) => socket.once('close', resolve));
        throw streamError('ERR_STREAM_PREMATURE_CLOSE');
      },
      (line) => verdicts.includes(line.msg) && judged(),
    );
    close = () => app.close();
    askAndLeave(port, serverHasIt);
    await handled;

    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 30, msg: 'the client went away before the answer was sent' }),
    );
  });

  it('still logs the same error as a failure while the client is listening', async () => {
    const { app, lines, port } = await listeningApp(async () => {
      throw streamError('ERR_STREAM_PREMATURE_CLOSE');
    });
    close = () => app.close();
    const status = await new Promise<number | undefined>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/slow' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });

    expect(status).toBe(500);
    expect(lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }));
  });
});
