import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;
let signedInStateDir: string | undefined;
/** One Chromium for the whole run: each test file connects to it (useBrowser in browser.ts). */
let browserServer: BrowserServer | undefined;

export async function setup(project: TestProject) {
  [server, browserServer] = await Promise.all([
    startServer(),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }),
  ]);
  // The demo accounts' signed-in browser states (signedIn.ts), valid against this server only.
  signedInStateDir = mkdtempSync(join(tmpdir(), 'shelfsight-e2e-signed-in-'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('signedInStateDir', signedInStateDir);
  project.provide('browserEndpoint', browserServer.wsEndpoint());
}

export async function teardown() {
  await Promise.all([server?.stop(), browserServer?.close()]);
  if (signedInStateDir) rmSync(signedInStateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    signedInStateDir: string;
    browserEndpoint: string;
  }
}
