import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { addDays, todayInZone } from '@shelfsight/contracts';
import { formatDateRange } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  sampleColumnGroups,
  sampleDimensions,
  sampleMetrics,
  sampleRetailers,
  sampleTableFields,
  sampleWidgets,
} from '../testing/sampleWidgets';
import { WidgetEditorPage } from './WidgetEditorPage';

function reads(request: Request) {
  const path = new URL(request.url).pathname;
  if (path.endsWith('/metrics')) return json(sampleMetrics);
  if (path.endsWith('/dimensions')) return json(sampleDimensions);
  if (path.endsWith('/table-fields')) return json(sampleTableFields);
  if (path.endsWith('/column-groups')) return json(sampleColumnGroups);
  if (path.endsWith('/retailers')) return json(sampleRetailers);
  if (path.endsWith('/widget/12')) return json(sampleWidgets()[1]);
  if (path.endsWith('/widget/13')) return json(sampleWidgets()[2]);
  return json({ statusCode: 404, error: 'Not Found', message: 'Not found' }, 404);
}

const renderEditor = (route = '/widgets/edit/') =>
  renderRoutes(
    [
      { path: '/widgets/edit/', element: <WidgetEditorPage /> },
      { path: '/widgets/', element: <p>Widget list</p> },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );

/** Pastes instead of typing key by key: jsdom renders the whole form on every key. */
async function fill(user: ReturnType<typeof renderEditor>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Opens an antd select by its accessible name and picks an option by its text. */
async function choose(user: ReturnType<typeof renderEditor>['user'], name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const options = await screen.findAllByTitle(option);
  await user.click(options.at(-1)!);
}

// A whole antd form in jsdom on a shared machine: each test gets a minute.
describe('WidgetEditorPage', { timeout: 60_000 }, () => {
  // Today stands still at noon: a run that crossed midnight compared the page's days with the next day's.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T12:00:00') }));
  afterEach(() => vi.useRealTimers());

  it('creates a text widget and returns to the list', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' && request.url.endsWith('/widget/create')
        ? json({ ...sampleWidgets()[0], id: 20 }, 201)
        : reads(request),
    );
    const { user } = renderEditor();
    await fill(user, await screen.findByLabelText('Name'), 'Welcome');
    await choose(user, 'Type', 'Text');
    await fill(user, await screen.findByRole('textbox', { name: 'Text' }), 'Prices are checked every morning.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget list')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path.endsWith('/widget/create'))).toMatchObject({
      path: '/api/customer/42/widget/create',
      body: { name: 'Welcome', visualizationType: 'TEXT', textFields: { body: 'Prices are checked every morning.' } },
    });
  });

  it('offers the price index reference only for the price index, and saves the chosen retailer with it', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' && request.url.endsWith('/widget/create')
        ? json({ ...sampleWidgets()[0], id: 21 }, 201)
        : reads(request),
    );
    const { user } = renderEditor();
    await fill(user, await screen.findByLabelText('Name'), 'Price position');
    await choose(user, 'Metric', 'Availability');
    expect(screen.queryByRole('radiogroup', { name: 'Price index compared with' })).not.toBeInTheDocument();
    await choose(user, 'Metric', 'Price index');
    const references = await screen.findByRole('radiogroup', { name: 'Price index compared with' });
    expect(within(references).getByRole('radio', { name: 'Market average' })).toBeChecked();
    expect(screen.queryByRole('combobox', { name: 'Reference retailer' })).not.toBeInTheDocument();
    await user.click(within(references).getByRole('radio', { name: 'One retailer' }));
    await choose(user, 'Reference retailer', 'Acme Online');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget list')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'POST' && c.path.endsWith('/widget/create'));
    expect(saved?.body).toMatchObject({
      metricId: 18,
      customSettings: { priceIndexReference: 'RETAILER', priceIndexRetailerId: 5 },
    });
  });

  it('drops the price index reference when the metric changes away from the price index', async () => {
    const calls = fakeServer((request) =>
      request.method === 'POST' && request.url.endsWith('/widget/create')
        ? json({ ...sampleWidgets()[0], id: 22 }, 201)
        : reads(request),
    );
    const { user } = renderEditor();
    await fill(user, await screen.findByLabelText('Name'), 'Stock');
    await choose(user, 'Metric', 'Price index');
    await user.click(
      within(await screen.findByRole('radiogroup', { name: 'Price index compared with' })).getByRole('radio', {
        name: 'Lowest competitor price',
      }),
    );
    await choose(user, 'Metric', 'Availability');
    await waitFor(() =>
      expect(screen.queryByRole('radiogroup', { name: 'Price index compared with' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Widget list')).toBeInTheDocument();
    const saved = calls.find((c) => c.method === 'POST' && c.path.endsWith('/widget/create'));
    expect(saved?.body).toMatchObject({ metricId: 1 });
    expect((saved?.body as { customSettings?: Record<string, unknown> }).customSettings ?? {}).not.toHaveProperty(
      'priceIndexReference',
    );
  });

  it('shows the field the server names when it refuses', async () => {
    fakeServer((request) =>
      request.method === 'PATCH'
        ? json(
            {
              statusCode: 400,
              error: 'Bad Request',
              message: 'Invalid body: dimensionId',
              fields: { dimensionId: 'Required for this widget type.' },
            },
            400,
          )
        : reads(request),
    );
    const { user } = renderEditor('/widgets/edit/?id=12');
    expect(await screen.findByDisplayValue('Selling price by retailer')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required for this widget type.')).toBeInTheDocument();
    expect(screen.queryByText('Widget list')).not.toBeInTheDocument();
  });

  it('offers conditions by data type and marks a condition that misses its value', async () => {
    fakeServer(reads);
    const { user } = renderEditor();
    await screen.findByLabelText('Name');
    await choose(user, 'Type', 'Data table');
    await user.click(await screen.findByRole('button', { name: 'Add table field' }));
    await choose(user, 'Field 1', 'Selling price');
    await user.click(screen.getByRole('combobox', { name: 'Condition of field 1' }));
    expect(await screen.findByTitle('greater or equal')).toBeInTheDocument();
    expect(screen.getByTitle('no condition')).toBeInTheDocument();
    expect(screen.queryByTitle('contains')).not.toBeInTheDocument();
    await user.click(screen.getByTitle('greater'));
    expect(await screen.findByText('Enter a value for this condition.')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Value of field 1' }), '10');
    await waitFor(() => expect(screen.queryByText('Enter a value for this condition.')).not.toBeInTheDocument());
  });

  it('finds column groups by name when searching', async () => {
    fakeServer(reads);
    const { user } = renderEditor();
    await screen.findByLabelText('Name');
    await choose(user, 'Type', 'Performance overview');
    const groups = await screen.findByRole('combobox', { name: 'Column groups' });
    await user.click(groups);
    await user.paste('Pri');
    expect(await screen.findByTitle('Price')).toBeInTheDocument();
    expect(screen.queryByTitle('Availability')).not.toBeInTheDocument();
  });

  it('refuses to edit a widget owned by someone else', async () => {
    fakeServer(reads);
    renderEditor('/widgets/edit/?id=13');
    expect(await screen.findByText('Only the owner of this widget may change it.')).toBeInTheDocument();
  });

  it('draws a live preview of a complete draft from its definition', async () => {
    const calls = fakeServer(reads);
    const { user } = renderEditor();
    await screen.findByLabelText('Name');
    await choose(user, 'Metric', 'Availability');
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/customer/42/widget/get-data')).toMatchObject({
        body: { definition: { visualizationType: 'KPI', metricId: 1, aggregationFunction: 'AVG' } },
      }),
    );
    const figure = screen.getByRole('figure', { name: 'Widget preview' });
    expect(await within(figure).findByText('The preview could not be loaded.')).toBeInTheDocument();
    // Nothing saved, nothing to download yet.
    expect(screen.getByRole('button', { name: 'Download new widget' })).toBeDisabled();
  });

  it('opens with the saved period, previews those days and saves a new one', async () => {
    const today = todayInZone();
    const custom = { preset: 'cu', compare: false, dateFrom: addDays(today, -20), dateTo: addDays(today, -10) };
    const stored = { ...sampleWidgets()[1]!, dateDataSelection: 'cu', customSettings: { datePeriod: custom } };
    const calls = fakeServer((request) => {
      if (request.method === 'PATCH') return json({ ...stored, dateDataSelection: '7d', customSettings: {} });
      return new URL(request.url).pathname.endsWith('/widget/12') ? json(stored) : reads(request);
    });
    const { user } = renderEditor('/widgets/edit/?id=12');
    // The custom days come back from customSettings, and the preview asks for exactly those.
    const trigger = await screen.findByRole('button', {
      name: new RegExp(formatDateRange(custom.dateFrom, custom.dateTo)),
    });
    expect(screen.getByRole('button', { name: `Download ${stored.name}` })).toBeEnabled();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/customer/42/widget/get-data')?.body).toMatchObject({
        dateFrom: custom.dateFrom,
        dateTo: custom.dateTo,
      }),
    );

    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    expect(within(dialog).getByRole('radio', { name: 'Custom' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Last 7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/customer/42/widget/get-data' &&
            (c.body as { dateTo: string }).dateTo === addDays(today, -1),
        ),
      ).toBe(true),
    );
    // Another period is sent with the download: the file is still what is drawn.
    expect(screen.getByRole('button', { name: `Download ${stored.name}` })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Widget list');
    const patch = calls.find((c) => c.method === 'PATCH')?.body as {
      dateDataSelection: string;
      customSettings: object;
    };
    expect(patch.dateDataSelection).toBe('7d');
    // A preset says it all: the custom days are not kept.
    expect(patch.customSettings).toEqual({});
  });

  it('downloads a saved widget only while the draft draws what is saved', async () => {
    fakeServer(reads);
    const { user } = renderEditor('/widgets/edit/?id=12');
    const download = await screen.findByRole('button', { name: 'Download Selling price by retailer' });
    expect(download).toBeEnabled();
    await choose(user, 'Aggregation', 'MAX');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download Selling price by retailer' })).toBeDisabled(),
    );
    await user.hover(screen.getByTestId('download-disabled'));
    expect(await screen.findByText('Save your changes to download them.')).toBeInTheDocument();
    await choose(user, 'Aggregation', 'AVG');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Download Selling price by retailer' })).toBeEnabled(),
    );
  });

  it('keeps a widget without a period of its own without one, previewing the default days', async () => {
    const today = todayInZone();
    const stored = { ...sampleWidgets()[1]!, dateDataSelection: null, customSettings: { overallRow: true } };
    const calls = fakeServer((request) => {
      if (request.method === 'PATCH') return json(stored);
      return new URL(request.url).pathname.endsWith('/widget/12') ? json(stored) : reads(request);
    });
    const { user } = renderEditor('/widgets/edit/?id=12');
    expect(await screen.findByRole('radio', { name: 'Dashboard period' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Own period' })).not.toBeChecked();
    // The picker shows the default days without offering them as the widget's own.
    expect(
      screen.getByRole('button', { name: new RegExp(formatDateRange(addDays(today, -30), addDays(today, -1))) }),
    ).toBeDisabled();
    expect(screen.getByText(/No period of its own/)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/customer/42/widget/get-data')?.body).toMatchObject({
        dateFrom: addDays(today, -30),
        dateTo: addDays(today, -1),
      }),
    );

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Widget list');
    const patch = calls.find((c) => c.method === 'PATCH')?.body as {
      dateDataSelection: string | null;
      customSettings: object;
    };
    expect(patch.dateDataSelection).toBeNull();
    expect(patch.customSettings).toEqual({ overallRow: true });
  });

  it('gives such a widget a period of its own when one is chosen', async () => {
    const today = todayInZone();
    const stored = { ...sampleWidgets()[1]!, dateDataSelection: null, customSettings: {} };
    const calls = fakeServer((request) => {
      if (request.method === 'PATCH') return json(stored);
      return new URL(request.url).pathname.endsWith('/widget/12') ? json(stored) : reads(request);
    });
    const { user } = renderEditor('/widgets/edit/?id=12');
    await screen.findByRole('radio', { name: 'Own period' });
    // antd's button-style radios are clicked on their label.
    await user.click(screen.getByText('Own period'));
    const trigger = screen.getByRole('button', {
      name: new RegExp(formatDateRange(addDays(today, -30), addDays(today, -1))),
    });
    expect(trigger).toBeEnabled();
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Date range' });
    await user.click(within(dialog).getByRole('radio', { name: 'Last 7 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.path === '/api/customer/42/widget/get-data' &&
            (c.body as { dateFrom: string }).dateFrom === addDays(today, -7),
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Widget list');
    const patch = calls.find((c) => c.method === 'PATCH')?.body as {
      dateDataSelection: string | null;
      customSettings: object;
    };
    expect(patch.dateDataSelection).toBe('7d');
    expect(patch.customSettings).toEqual({});
  });

  it('saves no period and forgets the remembered one when the dashboard period is chosen again', async () => {
    const today = todayInZone();
    const compared = { preset: '7d', compare: true, comparePreset: 'pp' };
    const stored = {
      ...sampleWidgets()[1]!,
      dateDataSelection: '7d',
      customSettings: { datePeriod: compared, overallRow: true },
    };
    const calls = fakeServer((request) => {
      if (request.method === 'PATCH') return json(stored);
      return new URL(request.url).pathname.endsWith('/widget/12') ? json(stored) : reads(request);
    });
    const { user } = renderEditor('/widgets/edit/?id=12');
    expect(await screen.findByRole('radio', { name: 'Own period' })).toBeChecked();
    await user.click(screen.getByText('Dashboard period'));
    expect(
      screen.getByRole('button', { name: new RegExp(formatDateRange(addDays(today, -30), addDays(today, -1))) }),
    ).toBeDisabled();
    // The preview goes back to the default days, without a comparison.
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/customer/42/widget/get-data').at(-1)?.body).toMatchObject({
        dateFrom: addDays(today, -30),
        dateTo: addDays(today, -1),
      }),
    );
    expect(calls.filter((c) => c.path === '/api/customer/42/widget/get-data').at(-1)?.body).not.toHaveProperty(
      'compareDateFrom',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Widget list');
    const patch = calls.find((c) => c.method === 'PATCH')?.body as {
      dateDataSelection: string | null;
      customSettings: object;
    };
    expect(patch.dateDataSelection).toBeNull();
    expect(patch.customSettings).toEqual({ overallRow: true });
  });
});
