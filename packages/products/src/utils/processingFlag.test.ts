import { afterEach, describe, expect, it } from 'vitest';
import { isProcessing, processingFlagKey, setProcessing, subscribeProcessing } from './processingFlag';

afterEach(() => localStorage.clear());

describe('processing flag', () => {
  it('is kept per customer id in local storage', () => {
    setProcessing(42, true);
    expect(localStorage.getItem('productListsProcessing:42')).toBe('true');
    expect(isProcessing(42)).toBe(true);
    expect(isProcessing(7)).toBe(false);
    setProcessing(42, false);
    expect(localStorage.getItem(processingFlagKey(42))).toBeNull();
    expect(isProcessing(42)).toBe(false);
  });

  it('is never set without an active customer', () => {
    setProcessing(null, true);
    expect(localStorage.length).toBe(0);
    expect(isProcessing(null)).toBe(false);
  });
});

describe('subscribeProcessing', () => {
  it('tells its listeners of every change until they unsubscribe', () => {
    const changes: boolean[] = [];
    const unsubscribe = subscribeProcessing(() => changes.push(isProcessing(42)));
    setProcessing(42, true);
    setProcessing(42, false);
    unsubscribe();
    setProcessing(42, true);
    expect(changes).toEqual([true, false]);
  });

  it('hears a change made in another tab', () => {
    let heard = 0;
    const unsubscribe = subscribeProcessing(() => (heard += 1));
    window.dispatchEvent(new StorageEvent('storage', { key: processingFlagKey(42) }));
    unsubscribe();
    expect(heard).toBe(1);
  });
});
