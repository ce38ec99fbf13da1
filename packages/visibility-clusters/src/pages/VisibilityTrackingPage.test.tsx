import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { type SearchKeyword, visibilityTrackingMessages } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sampleTrackedCategories,
  sampleTrackedKeywords,
  sampleTrackedOtherPages,
  sampleTrackingRetailers,
} from '../testing/trackingSampleData';
import { retailerIdOf, VisibilityTrackingPage } from './VisibilityTrackingPage';

const base = '/api/customer/42/visibility-tracking/retailer';
const routes = [{ path: '/visibility-tracking/', element: <VisibilityTrackingPage /> }];

function serve(extra: Parameters<typeof fakeRoutes>[0] = {}) {
  const table: Parameters<typeof fakeRoutes>[0] = {
    'GET /api/customer/42/retailers': () => json(sampleTrackingRetailers),
  };
  for (const retailer of sampleTrackingRetailers) {
    table[`GET ${base}/${retailer.id}/keywords`] = () => json(sampleTrackedKeywords[retailer.id]);
    table[`GET ${base}/${retailer.id}/categories`] = () => json(sampleTrackedCategories[retailer.id]);
    table[`GET ${base}/${retailer.id}/other-pages`] = () => json(sampleTrackedOtherPages[retailer.id]);
  }
  return fakeRoutes({ ...table, ...extra });
}

const render = (route: string, scopes: Record<string, boolean> = { admin: true }) =>
  renderRoutes(routes, { route, preloadedState: { session: signedInSession({ scopes }) } });

/** A promise the test settles, for an answer the screen must not wait for. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('retailerIdOf', () => {
  it('reads a whole number and nothing else', () => {
    expect(retailerIdOf('7')).toBe(7);
    expect(retailerIdOf('7a')).toBeNull();
    expect(retailerIdOf(null)).toBeNull();
  });
});

describe('VisibilityTrackingPage', () => {
  it('shows the retailer of ?id= with its keywords, their links and the allowance used', async () => {
    serve();
    render('/visibility-tracking/?id=3');
    expect(await screen.findByText('dry shampoo')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'https://www.dm.de/search?q=dry%20shampoo' });
    expect(link).toHaveAttribute('href', 'https://www.dm.de/search?q=dry%20shampoo');
    const used =
      sampleTrackedKeywords[3]!.length + sampleTrackedCategories[3]!.length + sampleTrackedOtherPages[3]!.length;
    await waitFor(() => expect(screen.getByTestId('tracking-allowance')).toHaveTextContent(`${used} of 50 tracked`));
    expect(screen.getByRole('tab', { name: `Keywords (${sampleTrackedKeywords[3]!.length})` })).toBeInTheDocument();
  });

  it('opens the first retailer when the address names none', async () => {
    serve();
    const { router } = render('/visibility-tracking/');
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${sampleTrackingRetailers[0]!.id}`));
    expect(await screen.findByText('hair mask')).toBeInTheDocument();
  });

  it('lists an added keyword before the server answers, then keeps the stored one', async () => {
    const answer = deferred<Response>();
    const { calls } = serve({ [`POST ${base}/3/keyword/create`]: () => answer.promise });
    const { user } = render('/visibility-tracking/?id=3');
    await screen.findByText('dry shampoo');
    await user.type(screen.getByLabelText('New keywords'), 'volume shampoo, crème');
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(await screen.findByText('volume shampoo')).toBeInTheDocument();
    expect(screen.getByText('crème')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ names: ['volume shampoo', 'crème'] });
    const stored: SearchKeyword[] = ['volume shampoo', 'crème'].map((name, index) => ({
      ...sampleTrackedKeywords[3]![0]!,
      id: 90 + index,
      name,
      link: `https://www.dm.de/search?q=${encodeURIComponent(name)}`,
    }));
    answer.resolve(json(stored));
    // Stored: the row's Remove, disabled while the keyword had no id yet, can be used.
    await waitFor(() => expect(screen.getByLabelText('Remove volume shampoo')).toBeEnabled());
    expect(screen.getByLabelText('Remove crème')).toBeEnabled();
  });

  it('takes an added keyword back and shows why when the server refuses it', async () => {
    const message = visibilityTrackingMessages.limitReached(50, 50);
    serve({
      [`POST ${base}/3/keyword/create`]: () =>
        json({ statusCode: 400, error: 'Bad Request', message, fields: { names: message } }, 400),
    });
    const { user } = render('/visibility-tracking/?id=3');
    await screen.findByText('dry shampoo');
    await user.type(screen.getByLabelText('New keywords'), 'too many');
    await user.click(screen.getByRole('button', { name: 'Add keywords' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).queryByText('too many')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New keywords'), ', fewer');
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it('rolls a paused keyword back when the server refuses the change', async () => {
    serve({
      [`POST ${base}/3/keyword/update`]: () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Not allowed here.' }, 403),
    });
    const { user } = render('/visibility-tracking/?id=3');
    const toggle = await screen.findByRole('switch', { name: 'Track shampoo' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(await screen.findByText('Not allowed here.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Track shampoo' })).toBeChecked();
  });

  it('adds a category page by label and URL; other pages only where the retailer allows them', async () => {
    const { calls } = serve({
      [`POST /api/customer/42/retailer/3/url/create-for-retailer`]: () =>
        json({ ...sampleTrackedCategories[3]![0]!, id: 33, name: 'Styling', url: 'https://www.dm.de/styling' }),
    });
    const { user } = render('/visibility-tracking/?id=3');
    await screen.findByText('dry shampoo');
    await user.click(screen.getByRole('tab', { name: /Category pages/ }));
    const panel = screen.getByRole('tabpanel');
    await user.type(within(panel).getByLabelText('Label'), 'Styling');
    await user.type(within(panel).getByLabelText('Page URL'), 'https://www.dm.de/styling');
    await user.click(within(panel).getByRole('button', { name: 'Add category page' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith('create-for-retailer'))?.body).toEqual({
        label: 'Styling',
        url: 'https://www.dm.de/styling',
        contentType: 'CATEGORY',
      }),
    );
    await user.click(screen.getByRole('tab', { name: /Other pages/ }));
    expect(await screen.findByText('Other pages cannot be tracked at this retailer.')).toBeInTheDocument();
    // dm tracks no other page: no empty table below the notice.
    expect(sampleTrackedOtherPages[3]).toEqual([]);
    expect(within(screen.getByRole('tabpanel')).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows read-only members the lists without controls to change them', async () => {
    serve();
    render('/visibility-tracking/?id=3', {});
    expect(await screen.findByText('dry shampoo')).toBeInTheDocument();
    expect(screen.queryByLabelText('New keywords')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Track shampoo' })).toBeDisabled();
  });
});
