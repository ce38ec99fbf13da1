import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { FlashProvider } from '@shelfsight/ui-kit';
import { PRODUCT_LIST_NAME_MAX, PRODUCT_LIST_NAME_TOO_LONG } from '@shelfsight/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleDetail, sampleLists } from '../../testing/sampleProductLists';
import { ProductListFormPage, sharingOf } from './ProductListFormPage';

const users = [
  { id: 7, displayName: 'Paula Product', email: 'pm@acme.test' },
  { id: 8, displayName: 'Andy Analyst', email: 'analyst@acme.test' },
  { id: 9, displayName: 'Rita Reader', email: 'rita@acme.test' },
];

const open = (route: string) =>
  renderWithProviders(
    <FlashProvider>
      <ProductListFormPage />
    </FlashProvider>,
    { preloadedState: { session: signedInSession() }, route },
  );

describe('ProductListFormPage', () => {
  it('makes writers W and readers R, a user in both a writer', () => {
    expect(sharingOf({ writers: [8], readers: [8, 9] })).toEqual([
      { userId: 8, accessLevel: 'W' },
      { userId: 9, accessLevel: 'R' },
    ]);
  });

  it('creates a list with its name, type and sharing', async () => {
    const { calls } = fakeRoutes({
      'GET /api/customer/42/widget-users': () => json({ widgetUsers: [], users }),
      'GET /api/customer/42/product-lists': () => json(sampleLists()),
      'POST /api/customer/42/product-lists/create': () => json({ ...sampleLists()[0], id: 99, name: 'Autumn' }, 201),
    });
    const { user } = open('/admin/product-lists/add/');
    await user.type(await screen.findByLabelText('Name'), 'Autumn');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Autumn',
      type: 'Standard',
      processingMode: 'MERGE',
      sharedWith: [],
    });
  });

  it('offers the other members for sharing a new list, not its owner, the signed-in user', async () => {
    fakeRoutes({
      'GET /api/customer/42/widget-users': () => json({ widgetUsers: [], users }),
      'GET /api/customer/42/product-lists': () => json(sampleLists()),
    });
    const me = signedInSession().user!;
    const { user } = open('/admin/product-lists/add/');
    await user.click(await screen.findByLabelText('Shared to edit with'));
    // antd's options carry their label as the title.
    for (const member of users.filter((other) => other.id !== me.id))
      expect(await screen.findByTitle(member.displayName)).toBeInTheDocument();
    expect(screen.queryByTitle(users.find((member) => member.id === me.id)!.displayName)).not.toBeInTheDocument();
  });

  it('refuses a name over the limit, even pasted past the input length, and sends nothing', async () => {
    const { calls } = fakeRoutes({
      'GET /api/customer/42/widget-users': () => json({ widgetUsers: [], users }),
      'GET /api/customer/42/product-lists': () => json(sampleLists()),
      'POST /api/customer/42/product-lists/create': () => json({ ...sampleLists()[0], id: 99 }, 201),
    });
    const { user } = open('/admin/product-lists/add/');
    fireEvent.change(await screen.findByLabelText('Name'), {
      target: { value: 'L'.repeat(PRODUCT_LIST_NAME_MAX + 100) },
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(PRODUCT_LIST_NAME_TOO_LONG)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('edits a list: its values are filled in and the change is sent as a PATCH', async () => {
    const detail = sampleDetail();
    const { calls } = fakeRoutes({
      'GET /api/customer/42/widget-users': () => json({ widgetUsers: [], users }),
      'GET /api/customer/42/product-lists/1': () => json(detail),
      'PATCH /api/customer/42/product-list/1': () => json({ ...sampleLists()[0], name: 'Summer range 2026' }),
    });
    const { user } = open('/admin/product-lists/edit/?id=1');
    const name = await screen.findByDisplayValue(detail.name);
    await user.clear(name);
    await user.type(name, 'Summer range 2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Summer range 2026',
      type: 'Standard',
      processingMode: 'MERGE',
      sharedWith: [
        { userId: 9, accessLevel: 'W' },
        { userId: 8, accessLevel: 'R' },
      ],
    });
  });
});
