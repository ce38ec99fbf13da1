import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireLoadLock } from './loadLock';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'shelfsight-load-lock-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A lock left by a killed server: the lock directory and a record of its processes. */
async function leaveLock(pids: number[]) {
  await mkdir(path.join(dir, 'market-load.lock'));
  await writeFile(
    path.join(dir, 'market-load.owner.json'),
    JSON.stringify({ processes: pids.map((pid) => ({ pid, started: null })) }),
  );
}

const node = (code: string) => spawn(process.execPath, ['-e', code], { stdio: 'ignore' });

describe('the market-data load lock', () => {
  it('is taken over at once when every recorded process has ended, and leaves nothing once released', async () => {
    const ended = node('');
    await new Promise((resolve) => ended.once('exit', resolve));
    await leaveLock([ended.pid!]);
    const lock = await acquireLoadLock(dir, { onCompromised: () => undefined });
    await lock.release();
    expect(await readdir(dir)).toEqual([]);
  });

  it('waits while a recorded child still runs, and is taken once it has ended', async () => {
    const child = node('setInterval(() => {}, 1000)');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await leaveLock([child.pid!]);
      let waitingFor: number[] = [];
      let acquired = false;
      let announce = () => undefined as void;
      const waiting = new Promise<void>((resolve) => (announce = resolve));
      const acquiring = acquireLoadLock(dir, {
        onCompromised: () => undefined,
        onWaiting: (pids) => {
          waitingFor = pids;
          announce();
        },
      }).then((lock) => {
        acquired = true;
        return lock;
      });
      await waiting;
      expect(waitingFor).toEqual([child.pid]);
      expect(acquired).toBe(false);
      child.kill('SIGKILL');
      await exited;
      const lock = await acquiring;
      await lock.release();
      expect(await readdir(dir)).toEqual([]);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
