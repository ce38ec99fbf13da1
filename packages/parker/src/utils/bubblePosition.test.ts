import { describe, expect, it } from 'vitest';
import {
  BUBBLE_POSITION_KEY,
  clampToWindow,
  clearOfDrawer,
  isDrag,
  readStoredBubblePosition,
  storeBubblePosition,
} from './bubblePosition';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('bubble position', () => {
  it('counts only movement over 5 px as a drag', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 3, y: 4 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 6, y: 0 })).toBe(true);
  });

  it('clamps the bubble inside the window', () => {
    const viewport = { width: 800, height: 600 };
    expect(clampToWindow({ x: 900, y: -20 }, 56, viewport)).toEqual({ x: 744, y: 0 });
    expect(clampToWindow({ x: 100, y: 200 }, 56, viewport)).toEqual({ x: 100, y: 200 });
  });

  it('round-trips through storage and ignores corrupt values', () => {
    const storage = memoryStorage();
    storeBubblePosition(storage, { x: 12, y: 34 });
    expect(readStoredBubblePosition(storage)).toEqual({ x: 12, y: 34 });
    expect(readStoredBubblePosition(memoryStorage({ [BUBBLE_POSITION_KEY]: '{oops' }))).toBeNull();
    expect(readStoredBubblePosition(memoryStorage({ [BUBBLE_POSITION_KEY]: '{"x":"a","y":1}' }))).toBeNull();
  });

  it('keeps the bubble clear of the open drawer: in place, beside it, or hidden when it fills the window', () => {
    const viewport = { width: 1440 };
    // Left of a 400 px drawer already: stays.
    expect(clearOfDrawer({ x: 300, y: 500 }, 56, 24, 400, viewport)).toEqual({ x: 300, y: 500 });
    // Its right edge exactly at the drawer's left edge: stays.
    expect(clearOfDrawer({ x: 1440 - 400 - 56, y: 10 }, 56, 24, 400, viewport)).toEqual({ x: 1440 - 400 - 56, y: 10 });
    // In the corner, over the drawer's footer: moves beside the drawer at the same height.
    expect(clearOfDrawer({ x: 1360, y: 820 }, 56, 24, 400, viewport)).toEqual({ x: 1440 - 400 - 56 - 24, y: 820 });
    // One pixel into the drawer: moves too.
    expect(clearOfDrawer({ x: 1440 - 400 - 55, y: 0 }, 56, 24, 400, viewport)?.x).toBe(1440 - 400 - 56 - 24);
    // A maximised drawer, wider than the window: no room.
    expect(clearOfDrawer({ x: 100, y: 100 }, 56, 24, 2000, viewport)).toBeNull();
  });
});
