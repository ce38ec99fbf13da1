import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { referenceImageMessages } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '../testing/fakeApi';
import { readOnlyUser, sampleGrid, sampleRetailers, sampleSets } from '../testing/sampleData';
import { ImageSimilarityPage, REMOVE_SET_QUESTION } from './ImageSimilarityPage';

const base = '/api/customer/42/reference-image';

function serve(extra: Parameters<typeof fakeApi>[0] = {}) {
  return fakeApi({
    [`GET ${base}/customer-sets`]: () => json({ sets: sampleSets }),
    [`GET ${base}/retailers`]: () => json({ retailers: sampleRetailers }),
    ...extra,
  });
}

const render = (user = sampleAuthUser, route = '/image-similarity/') =>
  renderRoutes([{ path: '/image-similarity/', element: <ImageSimilarityPage /> }], {
    route,
    preloadedState: { session: signedInSession({ user }) },
  });

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

// Whole screens with antd dialogs: slow on a busy machine.
describe('ImageSimilarityPage', { timeout: 60_000 }, () => {
  it('lists the default set first, without a delete button, and the other sets with one', async () => {
    serve();
    render();
    await screen.findByText('Grocers');
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Default set')).toBeInTheDocument();
    expect(within(rowOf('Default set')).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(rowOf('Grocers')).getByRole('button', { name: 'Delete Grocers' })).toBeInTheDocument();
    expect(within(rowOf('Grocers')).getByText('Tesco')).toBeInTheDocument();
  });

  it('refuses a set without a name or retailers with the spec texts, in an 800 wide dialog', async () => {
    const server = serve();
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(screen.getByRole('button', { name: 'Add set' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(referenceImageMessages.nameRequired)).toBeInTheDocument();
    expect(await within(dialog).findByText(referenceImageMessages.retailerRequired)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    expect((dialog.closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
  });

  it('disables the retailers of another set and creates a set with the chosen ones', async () => {
    const server = serve({
      [`POST ${base}/set`]: () => json({ ...sampleSets[1]!, id: 12, name: 'Pharmacies' }, 201),
    });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(screen.getByRole('button', { name: 'Add set' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /Tesco/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Sainsbury/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Boots/ })).toBeEnabled();
    expect(within(dialog).getByRole('checkbox', { name: /Amazon UK/ })).toHaveAccessibleName(/Amazon UK Full carousel/);
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), '  Pharmacies ');
    await user.click(within(dialog).getByRole('checkbox', { name: /Boots/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Superdrug/ }));
    // Superdrug has no module: a warning, the set can still be saved.
    expect(within(dialog).getByText(/No image similarity module: Superdrug/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Pharmacies',
      retailerIds: [2, 3],
    });
  });

  it('edits a set by clicking its row, its own retailers enabled', async () => {
    const server = serve({ [`PATCH ${base}/set/11`]: () => json(sampleSets[1]) });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(rowOf('Grocers'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('checkbox', { name: /Tesco/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Tesco/ })).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: /Tesco/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({ name: 'Grocers', retailerIds: [5] });
  });

  it('deletes a set only after the confirmation', async () => {
    const server = serve({ [`DELETE ${base}/set/11`]: () => new Response(null, { status: 204 }) });
    const { user } = render();
    await screen.findByText('Grocers');
    await user.click(screen.getByRole('button', { name: 'Delete Grocers' }));
    expect(await screen.findByText(REMOVE_SET_QUESTION)).toBeInTheDocument();
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it("shows 'Module not enabled' when the customer lacks the module", async () => {
    serve({
      [`GET ${base}/customer-sets`]: () =>
        json({ statusCode: 403, error: 'Forbidden', message: referenceImageMessages.moduleNotEnabled }, 403),
    });
    render();
    expect(await screen.findByText('Module not enabled')).toBeInTheDocument();
  });

  it('shows a read-only user the sets without the buttons that change them', async () => {
    serve();
    const { user } = render(readOnlyUser);
    await screen.findByText('Grocers');
    expect(screen.queryByRole('button', { name: 'Add set' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await user.click(rowOf('Grocers'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("opens a product's grid from the address, so it survives a reload, and closing it drops the parameter", async () => {
    const server = serve({ [`GET ${base}/sets`]: () => json({ sets: sampleGrid }) });
    const { router, user } = render(sampleAuthUser, '/image-similarity/?grid=101');
    expect(await screen.findByText('Upload reference images')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Grocers, position 1' })).toBeInTheDocument();
    expect(server.calls.find((call) => call.path === `${base}/sets`)?.query.get('productId')).toBe('101');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
