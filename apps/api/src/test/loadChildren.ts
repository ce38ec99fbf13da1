import { readdirSync, readFileSync } from 'node:fs';

// The demo market-data load's child processes (seed/market/factLoadProcess.ts), found through /proc (Linux
// only), for the tests that kill their server and expect them to end with it.

/** The fields after the command name in /proc/<pid>/stat (state first, then the parent's id), or null if gone. */
function stat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

export function isFactLoadProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('factLoadProcess');
  } catch {
    return false;
  }
}

/** Live fact-load children of `parent` (the server also runs esbuild's service, which is not one). */
export function factLoadChildren(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      const fields = stat(pid);
      if (!fields || fields[0] === 'Z' || Number(fields[1]) !== parent) return false;
      return isFactLoadProcess(pid);
    });
}

/** Running: present and not a zombie (an orphan's exit may wait for a reaper). */
export const alive = (pid: number) => {
  const fields = stat(pid);
  return fields !== null && fields[0] !== 'Z';
};
