import { FETCH_LOADING_DELAY_MS } from '@shelfsight/contracts';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedSpin } from './DelayedSpin';

const indicator = () => document.querySelector('.ant-spin-spinning');

describe('DelayedSpin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows nothing before the 200 ms fetch loading delay, then the spinner', () => {
    render(<DelayedSpin aria-label="Loading" />);
    act(() => vi.advanceTimersByTime(FETCH_LOADING_DELAY_MS - 10));
    expect(indicator()).toBeNull();
    act(() => vi.advanceTimersByTime(20));
    expect(indicator()).not.toBeNull();
  });

  it('never shows for a load that ends within the delay', () => {
    const { rerender } = render(<DelayedSpin spinning>Prices</DelayedSpin>);
    act(() => vi.advanceTimersByTime(FETCH_LOADING_DELAY_MS / 2));
    expect(indicator()).toBeNull();
    rerender(<DelayedSpin spinning={false}>Prices</DelayedSpin>);
    act(() => vi.advanceTimersByTime(FETCH_LOADING_DELAY_MS * 2));
    expect(indicator()).toBeNull();
  });
});
