import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runsBundled } from '../../lib/apiRoot';
import type { FactLoadMessage, FactLoadRequest } from './factLoadProcess';

// From the bundle the child is its bundled entry beside the server's; from the sources it runs the TypeScript
// through tsx, named explicitly because a test runner's own execArgv would not load them.
const bundled = runsBundled(import.meta.url);
const childEntry = fileURLToPath(new URL(bundled ? './factLoadProcess.mjs' : './factLoadProcess.ts', import.meta.url));
const childExecArgv = bundled ? [] : ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href];

export interface FactLoadChild {
  /** The child's process id (recorded in the load lock). */
  pid: number;
  /** Daily rows per loaded customer, once the child has written and closed its file. */
  done: Promise<{ customerId: number; dailyRows: number }[]>;
  /** Ends the child early (server closing); `done` then rejects. */
  kill(): void;
}

/** Forks the fact generator (factLoadProcess.ts) on `request` and reports its progress. */
export function forkFactLoad(request: FactLoadRequest, onProgress: (dailyRows: number) => void): FactLoadChild {
  const child = fork(childEntry, [], {
    execArgv: childExecArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let result: { customerId: number; dailyRows: number }[] | null = null;
  let failure: string | null = null;
  child.on('message', (message: FactLoadMessage) => {
    if (message.type === 'progress') onProgress(message.dailyRows);
    else if (message.type === 'done') result = message.tenants;
    else failure = message.message;
  });
  const done = new Promise<{ customerId: number; dailyRows: number }[]>((resolve, reject) => {
    child.once('error', reject);
    // 'close' comes after the last message and after the child's file is closed.
    child.once('close', (code, signal) => {
      if (result && code === 0) resolve(result);
      else reject(new Error(failure ?? `the market-data load process ended (${signal ?? `exit code ${code}`})`));
    });
  });
  child.send(request);
  return {
    pid: child.pid ?? 0,
    done,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
