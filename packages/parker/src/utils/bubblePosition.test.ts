import { describe, expect, it } from 'vitest';
import {
  BUBBLE_POSITION_KEY,
  clampToWindow,
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
});
