import { describe, expect, it } from 'vitest';
import { dragEffect } from './dragEffect';

describe('dragEffect', () => {
  it('moves by default and copies with Ctrl or Cmd held', () => {
    expect(dragEffect({ ctrlKey: false, metaKey: false })).toBe('move');
    expect(dragEffect({ ctrlKey: true, metaKey: false })).toBe('copy');
    expect(dragEffect({ ctrlKey: false, metaKey: true })).toBe('copy');
  });
});
