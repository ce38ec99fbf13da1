import { configureApiClient } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { act, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setProcessing } from '../../utils/processingFlag';
import ProcessingWatcher from './ProcessingWatcher';

// signedInSession's active customer.
const FLAG = 'productListsProcessing:42';

/** Answers products-v2/status with `statuses` in turn (the last one repeated) and counts the calls. */
function fakeStatus(statuses: (string | null)[]) {
  const server = { polls: 0 };
  configureApiClient({
    onUnauthorized: () => {},
    onRateLimited: () => {},
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/customer/42/products-v2/status')) return json({}, 404);
      const status = statuses[Math.min(server.polls, statuses.length - 1)] ?? null;
      server.polls += 1;
      return json({ data: { status, fileUploadStatus: status, productListId: 1, message: null, problems: [] } });
    },
  });
  return server;
}

function Where() {
  return <p>On {useLocation().pathname}</p>;
}

const openAt = (route: string) =>
  renderRoutes(
    [
      {
        path: '*',
        element: (
          <>
            <Where />
            <ProcessingWatcher />
          </>
        ),
      },
    ],
    { preloadedState: { session: signedInSession() }, route },
  );

const tenSeconds = () => act(() => vi.advanceTimersByTimeAsync(10_000));

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('ProcessingWatcher', () => {
  it('polls every 10 s while the flag is set, then opens the dialog, clears the flag and stops', async () => {
    const server = fakeStatus(['PROCESSING', 'PROCESSING', 'PROCESSING_SUCCESS']);
    localStorage.setItem(FLAG, 'true');
    openAt('/dashboards/');
    await waitFor(() => expect(server.polls).toBe(1));
    await tenSeconds();
    expect(server.polls).toBe(2);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(FLAG)).toBe('true');
    await tenSeconds();
    expect(await screen.findByRole('dialog', { name: 'Products processing success' })).toBeInTheDocument();
    expect(screen.getByText('The products have been processed successfully.')).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();
    await tenSeconds();
    await tenSeconds();
    expect(server.polls).toBe(3);
  });

  it.each([
    ['VALIDATION_SUCCESS', 'Products processing success'],
    ['PROCESSING_SUCCESS', 'Products processing success'],
    ['PROCESSING_ABORTED', 'Products processing aborted'],
    ['INVALID_DATA_ROWS', 'Products processing failed'],
    [null, 'Products processing failed'],
  ])('opens the dialog for %s titled %s', async (status, title) => {
    fakeStatus([status]);
    localStorage.setItem(FLAG, 'true');
    openAt('/alerts/');
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(localStorage.getItem(FLAG)).toBeNull();
  });

  it('fetches nothing without the flag, and starts when another screen sets it', async () => {
    const server = fakeStatus(['PROCESSING_SUCCESS']);
    openAt('/dashboards/');
    await tenSeconds();
    expect(server.polls).toBe(0);
    act(() => setProcessing(42, true));
    expect(await screen.findByRole('dialog', { name: 'Products processing success' })).toBeInTheDocument();
    expect(server.polls).toBe(1);
  });

  it('does not fetch on the admin products route and keeps the flag, then polls once the reader leaves', async () => {
    const server = fakeStatus(['PROCESSING_ABORTED']);
    localStorage.setItem(FLAG, 'true');
    const { router } = openAt('/admin/products/');
    await tenSeconds();
    await tenSeconds();
    expect(server.polls).toBe(0);
    expect(localStorage.getItem(FLAG)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/admin/product-lists/'));
    expect(await screen.findByRole('dialog', { name: 'Products processing aborted' })).toBeInTheDocument();
    expect(server.polls).toBe(1);
  });

  it("'Go to products' closes the dialog and leads to the admin products route", async () => {
    fakeStatus(['PROCESSING_SUCCESS']);
    localStorage.setItem(FLAG, 'true');
    const { user, router } = openAt('/dashboards/');
    await user.click(await screen.findByRole('button', { name: 'Go to products' }));
    expect(router.state.location.pathname).toBe('/admin/products/');
    expect(screen.getByText('On /admin/products/')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
