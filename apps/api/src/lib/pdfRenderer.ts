import { existsSync } from 'node:fs';
import { BROWSER_STORAGE_KEYS, PRINT_READY_SELECTOR } from '@shelfsight/contracts';
import pLimit from 'p-limit';
import type { Browser } from 'playwright-core';

/** Thrown when no Chromium executable is there to print with; routes answer 503 with its message. */
export class ChromiumMissingError extends Error {
  constructor(path: string | undefined) {
    super(
      path
        ? `PDF export needs Chromium, which is not at ${path}. Set CHROMIUM_PATH to its executable.`
        : 'PDF export needs Chromium. Set CHROMIUM_PATH to its executable.',
    );
  }
}

/** Thrown when the page did not load or say it was drawn within the job's time. */
export class PrintTimeoutError extends Error {}

// Loaded on the first print: importing playwright costs about a second of CPU at every server start otherwise.
const loadPlaywright = () => import('playwright-core');

/** Where Chromium usually is when CHROMIUM_PATH does not say (Debian, Ubuntu, Chrome). */
const USUAL_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

// A server has no display and no outside network to ask for updates.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Printing is heavy (a page of widgets drawing); more at once would only slow each one down. */
const PRINTS_AT_ONCE = 2;

export interface PrintJob {
  url: string;
  /** Local storage of the page's origin, set before its scripts run (the session of the viewer). */
  localStorage: Record<string, string>;
  /** The page is printed once this selector matches: it says everything is drawn. */
  readySelector: string;
  timeoutMs: number;
}

/**
 * A print of one of our pages as a signed-in viewer sees it: the viewer's session in the page's local storage,
 * printed once the page says everything is drawn.
 */
export function viewerPrintJob(options: {
  url: string;
  token: string;
  session: { user: unknown; scopes: unknown };
  customerId: number;
  timeoutMs: number;
}): PrintJob {
  return {
    url: options.url,
    localStorage: {
      [BROWSER_STORAGE_KEYS.token]: options.token,
      [BROWSER_STORAGE_KEYS.authUser]: JSON.stringify(options.session.user),
      [BROWSER_STORAGE_KEYS.scopes]: JSON.stringify(options.session.scopes),
      [BROWSER_STORAGE_KEYS.activeCustomerId]: String(options.customerId),
    },
    readySelector: PRINT_READY_SELECTOR,
    timeoutMs: options.timeoutMs,
  };
}

/**
 * Prints pages of the app to PDF with one headless Chromium, started on the first print and closed with
 * the server. Each print has a context of its own, so sessions never mix.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private readonly limit = pLimit(PRINTS_AT_ONCE);

  constructor(private readonly configuredPath: string | undefined) {}

  executablePath(): string {
    if (this.configuredPath) {
      if (!existsSync(this.configuredPath)) throw new ChromiumMissingError(this.configuredPath);
      return this.configuredPath;
    }
    const found = USUAL_PATHS.find((path) => existsSync(path));
    if (!found) throw new ChromiumMissingError(undefined);
    return found;
  }

  private launched(): Promise<Browser> {
    if (!this.browser) {
      const executablePath = this.executablePath();
      this.browser = loadPlaywright().then(({ chromium }) =>
        chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS }),
      );
      // A failed start is not kept: the next print tries again.
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  /**
   * Prints the page. When `signal` aborts (the client went, or a time limit passed) the print's context is
   * closed at once, which ends whatever step it was in: an abandoned print does not go on drawing.
   */
  print(job: PrintJob, signal?: AbortSignal): Promise<Buffer> {
    this.executablePath();
    return this.limit(async () => {
      signal?.throwIfAborted();
      const browser = await this.launched();
      const context = await browser.newContext();
      // One close, awaited below too: a second close() returns before the first has finished.
      let closing: Promise<void> | null = null;
      const closeContext = () => (closing ??= context.close().catch(() => undefined));
      const stop = () => void closeContext();
      signal?.addEventListener('abort', stop, { once: true });
      try {
        signal?.throwIfAborted();
        // Runs in the page before its own scripts; the entries travel as JSON, never as code.
        await context.addInitScript({
          content: `for (const [key, value] of Object.entries(${JSON.stringify(job.localStorage)})) localStorage.setItem(key, value);`,
        });
        const page = await context.newPage();
        await page.goto(job.url, { waitUntil: 'domcontentloaded', timeout: job.timeoutMs });
        await page.waitForSelector(job.readySelector, { state: 'attached', timeout: job.timeoutMs });
        await page.emulateMedia({ media: 'print' });
        return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '12mm', bottom: '12mm' } });
      } catch (error) {
        const { errors } = await loadPlaywright();
        if (error instanceof errors.TimeoutError) throw new PrintTimeoutError(error.message);
        throw error;
      } finally {
        signal?.removeEventListener('abort', stop);
        await closeContext();
      }
    });
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
