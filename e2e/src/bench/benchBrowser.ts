// The browser the dashboard bench times pages in. Chromium's headless shell when it is installed (Debian's
// chromium-headless-shell: the same Blink and V8 without the browser's own windows; it is the build Playwright
// itself runs headless), else Debian's full Chromium in headless mode. BENCH_CHROMIUM_PATH chooses another.
//
// Why not the full Chromium: it opens every new page in a new window, and each new window loads the address
// bar's popup, a page of Chromium's own (chrome://omnibox-popup, about 200 modules in a renderer of its own),
// while the visit is being timed. In a trace of one 12-widget visit that renderer used 0.6–0.9 s of CPU; on
// 2 cores it took that from the page, and it is not what a reader pays who opens a dashboard in a tab of a
// running browser.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../support/browser';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

export function benchChromiumPath(): string {
  return process.env.BENCH_CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);
}

export async function launchBenchBrowser(): Promise<{ browser: Browser; name: string }> {
  const executablePath = benchChromiumPath();
  const browser = await launchBrowser(executablePath);
  return { browser, name: `${executablePath} ${browser.version()}` };
}
