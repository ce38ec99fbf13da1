import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleLists } from '../../testing/sampleProductLists';
import { ProductListsPage } from './ProductListsPage';

afterEach(() => localStorage.clear());

const open = () =>
  renderWithProviders(
    <ConfirmProvider>
      <ProductListsPage />
    </ConfirmProvider>,
    { preloadedState: { session: signedInSession() } },
  );

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('ProductListsPage', () => {
  it('shows each list with its type, owner, sharing, product count and status text', async () => {
    const lists = sampleLists();
    fakeRoutes({ 'GET /api/customer/42/product-lists': () => json(lists) });
    open();
    const summer = await rowOf('Summer range');
    expect(within(summer).getByText('Standard')).toBeInTheDocument();
    expect(within(summer).getByText(`Shared with ${lists[0]!.sharedWith.length}`)).toBeInTheDocument();
    expect(within(summer).getByText(String(lists[0]!.productCount))).toBeInTheDocument();
    expect(within(summer).getByText('Successfully processed')).toBeInTheDocument();
    const shared = await rowOf('Key accounts');
    expect(within(shared).getByText('Shared with you (read)')).toBeInTheDocument();
    expect(within(shared).getByText('No file uploaded')).toBeInTheDocument();
    expect(within(shared).getByRole('button', { name: 'Upload' })).toBeDisabled();
    const assortment = await rowOf('Otto assortment');
    expect(within(assortment).getByText('ASSORTMENT')).toBeInTheDocument();
    expect(within(assortment).getByText('Invalid data found')).toBeInTheDocument();
  });

  it('cuts a long name in its column, with the full name as its title', async () => {
    const lists = sampleLists();
    const long = 'L'.repeat(200);
    fakeRoutes({ 'GET /api/customer/42/product-lists': () => json([{ ...lists[0]!, name: long }, ...lists.slice(1)]) });
    open();
    const cell = (await screen.findByRole('link', { name: long })).closest('td') as HTMLElement;
    expect(cell).toHaveClass('ant-table-cell-ellipsis');
    expect(within(cell).getByTitle(long)).toBeInTheDocument();
  });

  it('says how to start when the customer has no list', async () => {
    fakeRoutes({ 'GET /api/customer/42/product-lists': () => json([]) });
    open();
    expect(await screen.findByText(/^No product lists yet: add one/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product list' })).toBeEnabled();
  });

  it('removes a deleted list at once and puts it back when the server refuses', async () => {
    const { calls } = fakeRoutes({
      'GET /api/customer/42/product-lists': () => json(sampleLists()),
      'DELETE /api/customer/42/product-list/3': () =>
        json({ statusCode: 403, error: 'Forbidden', message: 'Only the owner may delete it.' }, 403),
    });
    const { user } = open();
    await rowOf('Otto assortment');
    await user.click(screen.getByRole('button', { name: 'Delete Otto assortment' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('link', { name: 'Otto assortment' })).toBeInTheDocument();
  });
});
