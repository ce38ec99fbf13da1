import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAW_SLICE_MS, queueDraw } from './drawQueue';

/** Each drawing takes this long on the queue's clock: two of them fill a slice. */
const DRAW_TAKES_MS = Math.ceil(DRAW_SLICE_MS / 2) + 1;

let clock = 0;
let calls: string[] = [];
const elements: HTMLElement[] = [];

/** A chart's element, placed on the page after the ones made before it. */
function chartElement(): HTMLElement {
  const element = document.createElement('div');
  document.body.append(element);
  elements.push(element);
  return element;
}

/** Queues a chart named `name` whose drawing takes DRAW_TAKES_MS. */
function queueChart(name: string, element = chartElement(), together = false) {
  return queueDraw(
    element,
    () => calls.push(`measure ${name}`),
    () => {
      calls.push(`draw ${name}`);
      clock += DRAW_TAKES_MS;
    },
    together,
  );
}

const drawn = () => calls.filter((call) => call.startsWith('draw '));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  clock = 0;
  calls = [];
});

afterEach(() => {
  vi.runAllTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  for (const element of elements.splice(0)) element.remove();
});

describe('queueDraw', () => {
  it('draws in a task of its own, top of the page first, after measuring every queued chart', () => {
    const top = chartElement();
    const below = chartElement();
    queueChart('below', below);
    queueChart('top', top);
    expect(calls).toEqual([]);

    vi.advanceTimersToNextTimer();
    expect(calls).toEqual(['measure top', 'measure below', 'draw top', 'draw below']);
  });

  it('stops a slice once DRAW_SLICE_MS have gone and draws the rest in the next task', () => {
    queueChart('first');
    queueChart('second');
    queueChart('third');

    vi.advanceTimersToNextTimer();
    expect(drawn()).toEqual(['draw first', 'draw second']);
    vi.advanceTimersToNextTimer();
    expect(drawn()).toEqual(['draw first', 'draw second', 'draw third']);
  });

  it('draws charts queued together (the print layout) in one task, however long they take', () => {
    queueChart('first', undefined, true);
    queueChart('second', undefined, true);
    queueChart('third', undefined, true);

    vi.advanceTimersToNextTimer();
    expect(drawn()).toEqual(['draw first', 'draw second', 'draw third']);
    expect(clock).toBeGreaterThan(DRAW_SLICE_MS);
  });

  it('never draws a chart whose drawing was cancelled before its turn', () => {
    queueChart('kept');
    const cancel = queueChart('unmounted');
    cancel();

    vi.runAllTimers();
    expect(drawn()).toEqual(['draw kept']);
    expect(calls).not.toContain('measure unmounted');
  });
});
