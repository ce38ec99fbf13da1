import { describe, expect, it, vi } from 'vitest';
import { settle } from './settle';

describe('settle', () => {
  it('keeps the answer and does not undo on success', async () => {
    const undo = vi.fn();
    const keep = vi.fn();
    await settle(Promise.resolve({ data: 7 }), undo, keep);
    expect(keep).toHaveBeenCalledWith(7);
    expect(undo).not.toHaveBeenCalled();
  });

  it('undoes on failure without rethrowing or keeping', async () => {
    const undo = vi.fn();
    const keep = vi.fn();
    await expect(settle(Promise.reject(new Error('refused')), undo, keep)).resolves.toBeUndefined();
    expect(undo).toHaveBeenCalledOnce();
    expect(keep).not.toHaveBeenCalled();
  });

  it('needs no keep', async () => {
    const undo = vi.fn();
    await settle(Promise.resolve({ data: null }), undo);
    expect(undo).not.toHaveBeenCalled();
  });
});
