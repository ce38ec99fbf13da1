import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChromiumMissingError, PdfRenderer, PrintTimeoutError } from './pdfRenderer';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A page that draws late and shows what it found in local storage, as the app's pdfView does with its session.
const PAGE = `<!doctype html><html><body><h1 id="title">Waiting</h1><script>
setTimeout(() => {
  document.getElementById('title').textContent = 'Printed for ' + localStorage.getItem('token');
  document.body.setAttribute('data-ready', 'true');
}, 300);
</script></body></html>`;

let server: Server;
let origin = '';
/** Pages asked for: `/never` is a page that never says it is ready. */
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    asked.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html' }).end(request.url === '/never' ? '<h1>Drawing</h1>' : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function textOf(pdf: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('PdfRenderer', () => {
  it('refuses at once, naming CHROMIUM_PATH, when Chromium is not where it is said to be', async () => {
    const renderer = new PdfRenderer('/nonexistent/chromium');
    expect(() => renderer.print({ url: origin, localStorage: {}, readySelector: 'body', timeoutMs: 1000 })).toThrow(
      ChromiumMissingError,
    );
    expect(() => renderer.executablePath()).toThrow(/CHROMIUM_PATH/);
  });

  it.skipIf(!existsSync(chromium))(
    'prints the page once it says it is ready, with the local storage it was given',
    async () => {
      const renderer = new PdfRenderer(chromium);
      try {
        const pdf = await renderer.print({
          url: origin,
          localStorage: { token: 'session-of-ada' },
          readySelector: '[data-ready="true"]',
          timeoutMs: 30_000,
        });
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(await textOf(pdf)).toContain('Printed for session-of-ada');
      } finally {
        await renderer.close();
      }
    },
    60_000,
  );

  it.skipIf(!existsSync(chromium))(
    'rejects with a PrintTimeoutError when the page does not say it is ready in time (the routes answer 503)',
    async () => {
      const renderer = new PdfRenderer(chromium);
      try {
        await expect(
          renderer.print({
            url: `${origin}/never`,
            localStorage: {},
            readySelector: '[data-ready="true"]',
            timeoutMs: 1500,
          }),
        ).rejects.toBeInstanceOf(PrintTimeoutError);
        const browser = await renderer['launched']();
        expect(browser.contexts()).toHaveLength(0);
      } finally {
        await renderer.close();
      }
    },
    60_000,
  );

  it.skipIf(!existsSync(chromium))(
    'stops a print whose signal aborts mid-way: it rejects at once and its page is closed',
    async () => {
      const renderer = new PdfRenderer(chromium);
      try {
        const clientGone = new AbortController();
        const printing = renderer.print(
          { url: `${origin}/never`, localStorage: {}, readySelector: '[data-ready="true"]', timeoutMs: 60_000 },
          clientGone.signal,
        );
        printing.catch(() => undefined);
        await vi.waitFor(() => expect(asked).toContain('/never'), { timeout: 30_000 });
        clientGone.abort();
        await expect(printing).rejects.toThrow();
        const browser = await renderer['launched']();
        expect(browser.contexts()).toHaveLength(0);
      } finally {
        await renderer.close();
      }
    },
    60_000,
  );
});
