import { LOADING_BAR_THROTTLE_MS } from '@shelfsight/contracts';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingBar } from './LoadingBar';

describe('LoadingBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows while a slow route loads, past the throttle, and goes when the screen is there', async () => {
    let finishLoading: (module: { Component: () => string }) => void = () => undefined;
    const router = createMemoryRouter([
      {
        path: '/',
        element: (
          <>
            <LoadingBar />
            <Outlet />
          </>
        ),
        children: [
          { index: true, element: <p>Home</p> },
          { path: 'widgets/', lazy: () => new Promise((resolve) => (finishLoading = resolve)) },
        ],
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Home')).toBeInTheDocument();

    act(() => void router.navigate('/widgets/'));
    await act(() => vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS - 50));
    expect(screen.queryByRole('progressbar')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(
      Number(screen.getByRole('progressbar', { name: 'Loading page' }).getAttribute('aria-valuenow')),
    ).toBeGreaterThan(0);

    await act(async () => {
      finishLoading({ Component: () => 'Widget list' });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('Widget list')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
