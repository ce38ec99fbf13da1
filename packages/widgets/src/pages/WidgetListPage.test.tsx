import { rootReducer } from '@shelfsight/api-client';
import { sampleAuthUser, sampleReadOnlyRole, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { resolvePickerValue, todayInZone, type SavedWidget } from '@shelfsight/contracts';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleMetrics, sampleWidgets, sampleWidgetUsers } from '../testing/sampleWidgets';
import { widgetsSlice } from '../state/widgetsSlice';
import { WidgetListPage } from './WidgetListPage';

// The app injects the feature's slice when its routes load; the page keeps its period there.
rootReducer.inject(widgetsSlice);

const refused = () =>
  json(
    { statusCode: 403, error: 'Forbidden', message: 'Only the owner of this widget may change, share or delete it.' },
    403,
  );

/** GET answers of the page; get-data is refused so the previews stay quiet. */
function reads(request: Request) {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/widgets')) return json(sampleWidgets());
  if (path.endsWith('/metrics')) return json(sampleMetrics);
  if (path.endsWith('/widget-users')) return json(sampleWidgetUsers);
  if (path.endsWith('/data-retention')) return json({ months: 24 });
  return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
}

const readOnlyUser = { ...sampleAuthUser, roles: [sampleReadOnlyRole] };

const renderPage = (user = sampleAuthUser) =>
  renderWithProviders(
    <ConfirmProvider>
      <WidgetListPage />
    </ConfirmProvider>,
    { preloadedState: { session: signedInSession({ user }) } },
  );

const card = async (name: string) => screen.findByRole('article', { name });

describe('WidgetListPage', () => {
  // Today stands still at noon: a run that crossed midnight compared the page's days with the next day's.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('shows each widget with its type, metric, owner and sharing', async () => {
    const calls = fakeServer(reads);
    renderPage();
    const availability = await card('Availability');
    expect(within(availability).getByText('KPI')).toBeInTheDocument();
    expect(within(availability).getByText('Shared with 1')).toBeInTheDocument();
    const prices = await card('Selling price by retailer');
    expect(within(prices).getByText('Line chart')).toBeInTheDocument();
    expect(await within(prices).findByText('Selling price')).toBeInTheDocument();
    expect(within(prices).getByText('Not shared')).toBeInTheDocument();
    const reviews = await card('Review scores');
    expect(within(reviews).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(reviews).getByText('Shared with you')).toBeInTheDocument();
    // Someone else's widget may be copied, not edited, shared or deleted.
    expect(within(reviews).getByRole('button', { name: 'Copy Review scores' })).toBeEnabled();
    expect(within(reviews).getByRole('button', { name: 'Delete Review scores' })).toBeDisabled();
    // Each saved widget asks the engine for its data.
    await waitFor(() =>
      expect(
        calls
          .filter((c) => c.path === '/api/customer/42/widget/get-data')
          .map((c) => (c.body as { widgetId: number }).widgetId)
          .sort(),
      ).toEqual([11, 12, 13]),
    );
  });

  it('draws every preview for the one period chosen above the list, compare days included', async () => {
    const calls = fakeServer(reads);
    const { user } = renderPage();
    await card('Availability');
    const dataCalls = () =>
      calls.filter((c) => c.path === '/api/customer/42/widget/get-data').map((c) => c.body as Record<string, unknown>);
    const usual = resolvePickerValue({ preset: '30d' }, { today: todayInZone(), retentionMonths: 24 });
    // The default period to begin with: the last 30 days, nothing compared.
    await waitFor(() => expect(dataCalls()).toHaveLength(3));
    expect(dataCalls()[0]).toEqual({ widgetId: 11, dateFrom: usual.dateFrom, dateTo: usual.dateTo });

    await user.click(screen.getByRole('button', { name: /\d{4} – / }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    // The customer keeps two years, so the year-long choices are offered.
    expect(await within(dialog).findByRole('radio', { name: 'Last 12 months' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Last 7 days' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Compare with' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    const week = resolvePickerValue(
      { preset: '7d', compare: true, comparePreset: 'pp' },
      { today: todayInZone(), retentionMonths: 24 },
    );
    const expected = {
      dateFrom: week.dateFrom,
      dateTo: week.dateTo,
      compareDateFrom: week.compareFrom,
      compareDateTo: week.compareTo,
    };
    await waitFor(() =>
      expect(
        dataCalls()
          .filter((body) => body.dateFrom === week.dateFrom)
          .map((body) => body.widgetId)
          .sort(),
      ).toEqual([11, 12, 13]),
    );
    expect(dataCalls().find((body) => body.widgetId === 12 && body.dateFrom === week.dateFrom)).toEqual({
      widgetId: 12,
      ...expected,
    });
  });

  it("limits the period picker to the customer's retention: yesterday minus its months up to today (spec 1 §9)", async () => {
    fakeServer((request) =>
      new URL(request.url).pathname.endsWith('/data-retention') ? json({ months: 1 }) : reads(request),
    );
    const { user } = renderPage();
    await card('Availability');
    await user.click(screen.getByRole('button', { name: /\d{4} – / }));
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    const today = DateTime.now();
    const oldest = today.minus({ days: 1 }).minus({ months: 1 });
    expect(
      await within(dialog).findByText(`Data is available from ${oldest.toISODate()} to ${today.toISODate()}.`),
    ).toBeInTheDocument();
    // One month kept: no year-long choice.
    expect(within(dialog).queryByRole('radio', { name: 'Last 12 months' })).toBeNull();
  });

  it('deletes at once and brings the widget back when the server refuses', async () => {
    const calls = fakeServer((request) => (request.method === 'DELETE' ? refused() : reads(request)));
    const { user } = renderPage();
    await user.click(within(await card('Availability')).getByRole('button', { name: 'Delete Availability' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/customer/42/widget/11')).toBe(true),
    );
    expect(await card('Availability')).toBeInTheDocument();
  });

  it('deletes for good when the server agrees', async () => {
    fakeServer((request) => (request.method === 'DELETE' ? json({ id: 11 }) : reads(request)));
    const { user } = renderPage();
    await user.click(within(await card('Availability')).getByRole('button', { name: 'Delete Availability' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Availability' })).not.toBeInTheDocument());
  });

  it('copies optimistically and keeps the stored copy, or drops it when refused', async () => {
    const stored: SavedWidget = {
      ...sampleWidgets()[2]!,
      id: 14,
      name: 'Review scores (copy)',
      accessLevel: 'O',
      userId: 7,
      userName: 'Ada Lovelace',
      sharedWith: null,
    };
    let refuse = false;
    fakeServer((request) =>
      request.method === 'POST' && request.url.endsWith('/copy')
        ? refuse
          ? refused()
          : json(stored, 201)
        : reads(request),
    );
    const { user } = renderPage();
    await user.click(within(await card('Review scores')).getByRole('button', { name: 'Copy Review scores' }));
    const copy = await card('Review scores (copy)');
    await waitFor(() =>
      expect(within(copy).getByRole('button', { name: 'Delete Review scores (copy)' })).toBeEnabled(),
    );

    refuse = true;
    await user.click(within(await card('Availability')).getByRole('button', { name: 'Copy Availability' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Availability (copy)' })).not.toBeInTheDocument());
  });

  it('shares with the chosen members', async () => {
    const calls = fakeServer((request) =>
      request.method === 'PUT' ? json({ ...sampleWidgets()[1], sharedWith: [9] }) : reads(request),
    );
    const { user } = renderPage();
    await user.click(
      within(await card('Selling price by retailer')).getByRole('button', { name: 'Share Selling price by retailer' }),
    );
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Share with' }));
    await user.click(await screen.findByText('Alan Turing (alan@example.com)'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
        path: '/api/customer/42/widget/12/users',
        body: { userIds: [9] },
      }),
    );
    expect(within(await card('Selling price by retailer')).getByText('Shared with 1')).toBeInTheDocument();
  });

  it('offers no changes to a read-only user', async () => {
    fakeServer(reads);
    renderPage(readOnlyUser);
    const availability = await card('Availability');
    expect(within(availability).queryByRole('button', { name: 'Delete Availability' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New widget' })).not.toBeInTheDocument();
  });
});
