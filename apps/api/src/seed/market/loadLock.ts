import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/**
 * The lock a market-data load holds in DATA_DIR, so a restarted server never loads beside what is left
 * of an earlier one. proper-lockfile makes the lock (an atomic mkdir, kept fresh while the holder
 * runs); next to it, a record names the holder and its child processes. A lock whose recorded processes
 * are all gone (a server killed with SIGKILL) is taken over at once; one whose record cannot be read
 * is taken over once proper-lockfile finds it stale. Recorded processes still running are waited for:
 * the children exit by themselves when their server dies (factLoadProcess.ts).
 */
export interface LoadLock {
  /** Records the load's child processes, so a later server waits for them if this one dies. */
  recordChildren(pids: readonly number[]): Promise<void>;
  release(): Promise<void>;
}

/** A process as recorded: its id and, on Linux, its start time, so a reused id is not mistaken for it. */
interface RecordedProcess {
  pid: number;
  started: string | null;
}

const LOCK_NAME = 'market-load.lock';
const RECORD_NAME = 'market-load.owner.json';
/** Recorded processes still running after this long are not going away: the load fails (and says why). */
const WAIT_FOR_PREVIOUS_MS = 60_000;
/** Without a readable record, a lock not refreshed for this long is stale (proper-lockfile's default). */
const STALE_MS = 10_000;

/** Field 22 of /proc/<pid>/stat (start time since boot), or null without /proc; 'gone' if not running. */
function startTime(pid: number): string | null | 'gone' {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      try {
        readFileSync('/proc/self/stat');
      } catch {
        return null; // no /proc on this system
      }
      return 'gone';
    }
    return null;
  }
  // The command name (field 2) is in parentheses and may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // An exited process not yet reaped (its parent died too) is a zombie: it runs nothing any more.
  if (fields[0] === 'Z') return 'gone';
  return fields[19] ?? null;
}

function describe(pid: number): RecordedProcess {
  const started = startTime(pid);
  return { pid, started: started === 'gone' ? null : started };
}

function isRunning(recorded: RecordedProcess): boolean {
  const started = startTime(recorded.pid);
  if (started === 'gone') return false;
  if (started !== null && recorded.started !== null) return started === recorded.started;
  try {
    process.kill(recorded.pid, 0); // no /proc: the id is all there is to go by
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readRecord(file: string): Promise<RecordedProcess[] | null> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { processes?: RecordedProcess[] };
    return Array.isArray(parsed.processes) ? parsed.processes : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface AcquireOptions {
  /**
   * Hears when the lock could not be kept fresh (the event loop blocked for seconds); the load goes on,
   * as the store itself has one writer per DATA_DIR anyway.
   */
  onCompromised: (error: Error) => void;
  /** Hears once that earlier processes are being waited for. */
  onWaiting?: (pids: number[]) => void;
  /** Called while waiting; throws to give up (the server is closing). */
  checkpoint?: () => void;
}

/** Takes the load lock of `dir`, waiting for an earlier holder's processes to end. */
export async function acquireLoadLock(
  dir: string,
  { onCompromised, onWaiting, checkpoint }: AcquireOptions,
): Promise<LoadLock> {
  const lockPath = path.join(dir, LOCK_NAME);
  const recordPath = path.join(dir, RECORD_NAME);
  const deadline = Date.now() + WAIT_FOR_PREVIOUS_MS;
  for (let announced = false; ;) {
    const recorded = await readRecord(recordPath);
    if (recorded === null) break;
    const running = recorded.filter((entry) => entry.pid !== process.pid && isRunning(entry));
    if (running.length === 0) {
      // Every process of the earlier load has ended: its lock is left over, not held.
      await rm(lockPath, { recursive: true, force: true });
      break;
    }
    if (Date.now() > deadline) {
      throw new Error(
        `an earlier market-data load is still running (processes ${running.map((entry) => entry.pid).join(', ')})`,
      );
    }
    if (!announced) onWaiting?.(running.map((entry) => entry.pid));
    announced = true;
    await sleep(200);
    checkpoint?.();
  }
  const release = await lockfile.lock(dir, {
    lockfilePath: lockPath,
    realpath: false,
    stale: STALE_MS,
    // Long enough for a lock without a record to become stale, with room to spare.
    retries: { retries: Math.ceil((STALE_MS * 2) / 500), factor: 1, minTimeout: 500, maxTimeout: 500 },
    onCompromised,
  });
  const self = describe(process.pid);
  const write = (children: readonly number[]) =>
    writeFile(recordPath, JSON.stringify({ processes: [self, ...children.map(describe)] }));
  await write([]);
  return {
    recordChildren: (pids) => write(pids),
    async release() {
      await rm(recordPath, { force: true });
      await release().catch(() => undefined); // compromised: already gone
    },
  };
}
