import { sampleAuthUser, sampleReadOnlyUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { AuthUser, VisibilityCluster, VisibilityClusterInput } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCategoryPages, sampleClusters, sampleKeywords, sampleOtherPages } from '../testing/sampleData';
import { VisibilityClustersPage } from './VisibilityClustersPage';

const base = '/api/customer/42/visibility-cluster';
const routes = [{ path: '/settings/visibility-clusters/', element: <VisibilityClustersPage /> }];

/** The server's answer to a create or update: the input as stored, with the type the API derives. */
function stored(id: number, input: VisibilityClusterInput): VisibilityCluster {
  const conditions = (input.conditions ?? []).map((condition, index) => ({
    visibilityClusterId: id,
    sequenceNumber: index + 1,
    operator: condition.operator ?? 'AND',
    value: condition.value,
  }));
  return {
    id,
    name: input.name,
    active: input.active ?? true,
    isDraft: input.isDraft ?? false,
    type: conditions.length > 0 ? 'CONDITIONAL' : 'MANUAL',
    entities: (input.entities ?? []).map((entity, index) => ({
      id: 500 + index,
      visibilityClusterId: id,
      entityType: entity.entityType ?? 'SEARCH_KEYWORD',
      entityId: entity.entityId,
      label: entity.label ?? null,
    })),
    conditions,
  };
}

function serve(extra: Parameters<typeof fakeRoutes>[0] = {}) {
  return fakeRoutes({
    [`GET ${base}`]: () => json(sampleClusters),
    'GET /api/customer/42/dashboard/filter/searchKeywords': () => json(sampleKeywords),
    'GET /api/customer/42/dashboard/filter/searchCategories': () => json(sampleCategoryPages),
    'GET /api/customer/42/visibility-tracking/other-pages': () => json(sampleOtherPages),
    ...extra,
  });
}

const render = (user: AuthUser = sampleAuthUser) =>
  renderRoutes(routes, {
    route: '/settings/visibility-clusters/',
    preloadedState: { session: signedInSession({ user }) },
  });

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('VisibilityClustersPage', () => {
  it('lists the clusters with their type, state and keyword count', async () => {
    serve();
    render();
    await screen.findByText('Hair care');
    const hairCare = within(rowOf('Hair care'));
    expect(hairCare.getByText('Conditional selection')).toBeInTheDocument();
    // shampoo OR conditioner meets five of the six keywords.
    expect(await hairCare.findByText('5')).toBeInTheDocument();
    const masks = within(rowOf('Masks (trial)'));
    expect(masks.getByText('Manual selection')).toBeInTheDocument();
    expect(masks.getByText('Inactive')).toBeInTheDocument();
    expect(masks.getByText('Draft')).toBeInTheDocument();
    // Two keywords and one category page.
    const core = within(rowOf('Shampoo core'));
    expect(core.getByText('2')).toBeInTheDocument();
    expect(core.getByText('1')).toBeInTheDocument();
  });

  it('creates a conditional cluster with its conditions in order', async () => {
    const server = serve({
      [`POST ${base}`]: async (request) => json(stored(9, (await request.json()) as VisibilityClusterInput), 201),
    });
    const { user } = render();
    await screen.findByText('Hair care');
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Dry care');
    await user.click(screen.getByRole('radio', { name: 'Conditional selection' }));
    await user.type(screen.getByRole('textbox', { name: 'Text of condition 1' }), 'dry');
    await user.click(screen.getByRole('button', { name: /Add condition/ }));
    await user.click(screen.getByRole('combobox', { name: 'Operator of condition 2' }));
    await user.click(await screen.findByTitle('OR'));
    await user.type(screen.getByRole('textbox', { name: 'Text of condition 2' }), 'mask');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Dry care',
      active: true,
      isDraft: false,
      entities: [],
      conditions: [
        { operator: 'AND', value: 'dry' },
        { operator: 'OR', value: 'mask' },
      ],
    });
    // "dry" OR "mask": dry shampoo and hair mask.
    const created = await screen.findByText('Dry care');
    expect(within(created.closest('tr')!).getByText('2')).toBeInTheDocument();
  });

  it('edits a manual cluster’s keywords and shows the server’s refusal beside the field', async () => {
    const server = serve({
      [`PATCH ${base}/1`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'entities: Unknown search keyword for this customer.',
            fields: { entities: 'Unknown search keyword for this customer.' },
          },
          400,
        ),
    });
    const { user } = render();
    await screen.findByText('Shampoo core');
    await user.click(screen.getByRole('button', { name: 'Edit Shampoo core' }));
    const drawer = await screen.findByRole('dialog', { name: 'Edit Shampoo core' });
    await user.click(within(drawer).getByRole('combobox', { name: 'Search keywords' }));
    await user.click(await screen.findByTitle('shampoo for oily hair'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    expect(await within(drawer).findByText('Unknown search keyword for this customer.')).toBeInTheDocument();
    expect(server.calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      name: 'Shampoo core',
      entities: [
        { entityId: 14, label: 'shampoo' },
        { entityId: 12, label: 'dry shampoo' },
        { entityId: 15, label: 'shampoo for oily hair' },
        { entityType: 'CATEGORY_PAGE', entityId: 22, label: 'Shampoo' },
      ],
      conditions: [],
    });
    expect(screen.getByRole('dialog', { name: 'Edit Shampoo core' })).toBeInTheDocument();
  });

  it('creates a manual cluster of category pages, and shows a refused page beside the pages field', async () => {
    const server = serve({
      [`POST ${base}`]: () =>
        json(
          {
            statusCode: 400,
            error: 'Bad Request',
            message: 'entities: Unknown category page for this customer.',
            fields: { entities: 'Unknown category page for this customer.' },
          },
          400,
        ),
    });
    const { user } = render();
    await screen.findByText('Hair care');
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create visibility cluster' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Hair pages');
    await user.click(within(drawer).getByRole('combobox', { name: 'Category pages' }));
    await user.click(await screen.findByTitle('Conditioner (https://www.rossmann.de/haare/spuelung)'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Hair pages',
      active: true,
      isDraft: false,
      entities: [{ entityType: 'CATEGORY_PAGE', entityId: 23, label: 'Conditioner' }],
      conditions: [],
    });
    const refused = await within(drawer).findByText('Unknown category page for this customer.');
    // Beside the pages picker, not the keywords one.
    expect(refused.closest('.ant-form-item')).toHaveTextContent('Category pages');
  });

  it('creates a manual cluster of an other page, picked among the pages visibility tracking lists as other', async () => {
    const server = serve({
      [`POST ${base}`]: async (request) => json(stored(9, (await request.json()) as VisibilityClusterInput), 201),
    });
    const { user } = render();
    await screen.findByText('Hair care');
    await user.click(screen.getByRole('button', { name: 'Create cluster' }));
    const drawer = await screen.findByRole('dialog', { name: 'Create visibility cluster' });
    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), 'Start pages');
    await user.click(within(drawer).getByRole('combobox', { name: 'Other pages' }));
    await user.click(await screen.findByTitle('Home page (https://www.rossmann.de/)'));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.calls.some((call) => call.method === 'POST')).toBe(true));
    expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Start pages',
      active: true,
      isDraft: false,
      entities: [{ entityType: 'OTHER_PAGE', entityId: 25, label: 'Home page' }],
      conditions: [],
    });
    expect(await screen.findByText('Start pages')).toBeInTheDocument();
  });

  it('deletes a cluster after confirmation', async () => {
    const server = serve({ [`DELETE ${base}/3`]: () => json({ id: 3 }) });
    const { user } = render();
    await screen.findByText('Masks (trial)');
    await user.click(screen.getByRole('button', { name: 'Delete Masks (trial)' }));
    expect(server.calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Masks (trial)')).toBeNull());
    expect(server.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([`${base}/3`]);
  });

  it('shows no create, edit or delete to a read-only user', async () => {
    serve();
    render(sampleReadOnlyUser);
    await screen.findByText('Hair care');
    expect(screen.queryByRole('button', { name: 'Create cluster' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
  });
});
