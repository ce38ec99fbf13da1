// Per test file: CPU seconds of the worker process and of the children it waited for (servers, bundlers), and wall
// seconds, from the file's set-up to its last afterAll. Appended as one JSON line per file to TEST_CPU_PROFILE.
// CPU, not wall, is the figure to compare on a shared machine. The worker's vitest transforms run in the main
// vitest process and are not counted here; neither is a file's share of modules an earlier file in the same worker
// already imported (isolate: false).
import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, expect } from 'vitest';

const CLOCK_TICKS_PER_SECOND = 100;

/** User + system CPU seconds of this process, and of its children that exited and were waited for. */
function cpuSeconds(): { own: number; children: number } {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  // Fields after the command name (which may hold spaces), starting at field 3 (state).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((index) => Number(fields[index]));
  return { own: (utime! + stime!) / CLOCK_TICKS_PER_SECOND, children: (cutime! + cstime!) / CLOCK_TICKS_PER_SECOND };
}

const outputFile = process.env.TEST_CPU_PROFILE;
if (outputFile) {
  const start = cpuSeconds();
  const startedAt = performance.now();
  // Set before the setup files run; read now, since later files in the same worker replace it.
  const file = expect.getState().testPath;
  afterAll(() => {
    const end = cpuSeconds();
    const line = {
      file,
      pid: process.pid,
      cpu: +(end.own - start.own).toFixed(2),
      childrenCpu: +(end.children - start.children).toFixed(2),
      wall: +((performance.now() - startedAt) / 1000).toFixed(2),
    };
    appendFileSync(outputFile, `${JSON.stringify(line)}\n`);
  });
}
