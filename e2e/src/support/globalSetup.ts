import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

let server: RunningServer | undefined;
let signedInStateDir: string | undefined;

export async function setup(project: TestProject) {
  server = await startServer();
  // The demo accounts' signed-in browser states (signedIn.ts), valid against this server only.
  signedInStateDir = mkdtempSync(join(tmpdir(), 'shelfsight-e2e-signed-in-'));
  project.provide('baseUrl', server.baseUrl);
  project.provide('dataDir', server.dataDir);
  project.provide('signedInStateDir', signedInStateDir);
}

export async function teardown() {
  await server?.stop();
  if (signedInStateDir) rmSync(signedInStateDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    signedInStateDir: string;
  }
}
