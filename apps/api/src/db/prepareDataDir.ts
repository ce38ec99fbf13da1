import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** PGlite's settings for the embedded store; the same on the first start (initdb) and every open after. */
export const PGLITE_CONF = ['shared_buffers=32MB'];

// Plain JavaScript so the worker needs no TypeScript loader; PGlite is resolved by the caller.
const initdbWorker = `
const { workerData, parentPort } = require('node:worker_threads');
const { readFile } = require('node:fs/promises');
import(workerData.pgliteUrl).then(async ({ PGlite }) => {
  const pgliteWasmModule = await WebAssembly.compile(await readFile(new URL('./pglite.wasm', workerData.pgliteUrl)));
  const client = await PGlite.create({ dataDir: workerData.dir, postgresqlconf: workerData.conf, pgliteWasmModule });
  await client.close();
  parentPort.postMessage(pgliteWasmModule);
});
`;

/**
 * Creates the embedded database's files (initdb) on a thread of its own when `dir` holds none yet, so the
 * first start does it while the main thread loads the server's modules. initdb is the longest single step
 * of a first start (seconds of WebAssembly); opening the finished directory afterwards takes a fraction.
 * Resolves at once when the directory already holds a database.
 */
export async function prepareDataDir(dir: string): Promise<WebAssembly.Module | undefined> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return undefined;
  await mkdir(dir, { recursive: true });
  const worker = new Worker(initdbWorker, {
    eval: true,
    // The server's loader flags are not needed for plain JavaScript and would cost start-up time.
    execArgv: [],
    workerData: { dir, conf: PGLITE_CONF, pgliteUrl: import.meta.resolve('@electric-sql/pglite') },
  });
  let compiled: WebAssembly.Module | undefined;
  worker.once('message', (module: WebAssembly.Module) => {
    compiled = module;
  });
  await new Promise<void>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`initdb worker exited with code ${code}`)),
    );
  });
  return compiled;
}
