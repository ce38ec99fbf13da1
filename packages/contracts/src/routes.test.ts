import { describe, expect, it } from 'vitest';
import { dashboardIdOf, scheduledExportRunOf, scheduledExportRunPath, taskDetailsAddress, taskIdOf } from './routes';

describe('dashboardIdOf', () => {
  it('reads a whole positive `?id=`', () => {
    expect(dashboardIdOf(new URLSearchParams('id=12'))).toBe(12);
    expect(dashboardIdOf(new URLSearchParams('from=2026-11-01&id=7'))).toBe(7);
  });

  it('is null for a missing, signed, fractional, zero or unsafe id', () => {
    for (const search of ['', 'id=', 'id=-3', 'id=1.5', 'id=0', 'id=abc', 'id=99999999999999999999'])
      expect(dashboardIdOf(new URLSearchParams(search))).toBeNull();
  });
});

describe('scheduledExportRunPath and scheduledExportRunOf', () => {
  it('round-trips the export and run the list opens at', () => {
    const path = scheduledExportRunPath(51, 902);
    expect(path).toBe('/exports/scheduled/?id=51&run=902');
    expect(scheduledExportRunOf(new URL(path, 'https://app.example.com').searchParams)).toEqual({
      exportId: 51,
      instanceId: 902,
    });
  });

  it('is null for a missing or malformed id or run', () => {
    expect(scheduledExportRunOf(new URLSearchParams('id=abc&run=-1'))).toEqual({ exportId: null, instanceId: null });
    expect(scheduledExportRunOf(new URLSearchParams('id=5'))).toEqual({ exportId: 5, instanceId: null });
  });
});

describe('taskDetailsAddress and taskIdOf', () => {
  it("round-trip a task id through the tasks screen's address", () => {
    const address = taskDetailsAddress(42);
    expect(address).toBe('/tasks/?task=42');
    expect(taskIdOf(new URL(address, 'https://app.example').searchParams)).toBe(42);
  });

  it('name no task for a missing, empty or malformed id', () => {
    for (const search of ['', 'task=', 'task=0', 'task=-3', 'task=4.5', 'task=abc', `task=${'9'.repeat(11)}`])
      expect(taskIdOf(new URLSearchParams(search)), search).toBeNull();
  });
});
