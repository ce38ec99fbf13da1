import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { CalculatedMetricDefinition, CalculatedMetricDefinitionInput } from '@shelfsight/contracts';
import { SAMPLE_CUSTOMER_RETAILERS } from '@shelfsight/product-kit/samples';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCalculation, sampleDefinition, sampleVersions } from '../testing/sampleData';
import { sampleExceptions, sampleTags } from '../testing/sampleExceptions';
import { DccScorePage } from './DccScorePage';

const base = '/api/customer/42/calculated-metric';
const routes = [{ path: '/settings/dcc-score/', element: <DccScorePage /> }];
const version2 = {
  ...sampleDefinition,
  calculatedMetric: { id: 'DCC_SCORE', version: sampleVersions[1]! },
  groups: sampleDefinition.groups.map((group) => ({ ...group, name: `${group.name} v2` })),
};

/** The server's answer to a save: the definition sent, stored with new ids. */
async function stored(request: Request): Promise<CalculatedMetricDefinition> {
  const input = (await request.json()) as CalculatedMetricDefinitionInput;
  let id = 1000;
  return {
    ...sampleDefinition,
    groups: input.groups.map((group, g) => ({
      id: id++,
      sequenceNumber: g,
      name: group.name ?? '',
      weight: group.weight,
      components: (group.components ?? []).map((component, c) => ({
        id: id++,
        sequenceNumber: c,
        name: component.name ?? '',
        description: component.description ?? '',
        weight: component.weight ?? 1,
        disabled: component.disabled ?? false,
        operator: component.operator ?? 'AND',
        conditions: (component.conditions ?? []).map((condition, k) => ({
          id: id++,
          sequenceNumber: k,
          name: condition.name ?? '',
          field: condition.field ?? null,
          operator: condition.operator ?? null,
          value: condition.value ?? null,
          valueType: condition.valueType ?? null,
          function: condition.function ?? null,
        })),
      })),
    })),
  };
}

function serve() {
  return fakeRoutes({
    [`GET ${base}/DCC_SCORE/versions`]: () => json(sampleVersions),
    [`GET ${base}/DCC_SCORE/calculated-metric-exceptions`]: () => json(sampleExceptions),
    ['GET /api/customer/42/tags']: () => json(sampleTags),
    ['GET /api/customer/42/retailers']: () => json(SAMPLE_CUSTOMER_RETAILERS),
    [`GET ${base}/definition/DCC_SCORE/1`]: () => json(sampleDefinition),
    [`GET ${base}/definition/DCC_SCORE/2`]: () => json(version2),
    [`PUT ${base}/definition/DCC_SCORE/1`]: async (request) => json(await stored(request)),
    [`POST ${base}/calculate/DCC_SCORE/1`]: () => json(sampleCalculation),
    [`POST ${base}/calculate/DCC_SCORE/2`]: () =>
      json({
        ...sampleCalculation,
        version: 2,
        groups: sampleCalculation.groups.map((g) => ({ ...g, percentageMet: 50 })),
      }),
  });
}

const panelOf = (name: string) => screen.getByText(name).closest('.ant-collapse-item') as HTMLElement;

describe('DccScorePage', () => {
  it('shows the active version’s groups and lets an administrator change it', async () => {
    const server = serve();
    renderRoutes(routes, { route: '/settings/dcc-score/', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('Minimal')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain(`${base}/definition/DCC_SCORE/1`);
    for (const name of ['Copy', 'Rename', 'Edit groups', 'Edit a component or condition'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Test and compare versions' })).toHaveAttribute(
      'href',
      '/settings/test-and-compare-dcc-score/',
    );
  });

  it('shows the exceptions in a panel, with the buttons for an administrator', async () => {
    serve();
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession() },
    });
    await user.click(await screen.findByText('Exceptions (2 exceptions, 1 group)'));
    expect(await screen.findByText('Image count ≥ 2 instead')).toBeInTheDocument();
    expect(screen.getByText('Private label')).toBeInTheDocument();
    expect(screen.getByText('Add exception')).toBeInTheDocument();
  });

  it('is read-only for a member who is not an administrator', async () => {
    serve();
    const member = { ...sampleAuthUser, isAdmin: false, roles: [] };
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession({ user: member, scopes: {} }) },
    });
    expect(await screen.findByText('Minimal')).toBeInTheDocument();
    for (const name of ['Copy', 'Rename', 'Activate', 'Edit groups', 'Edit a component or condition'])
      expect(screen.queryByRole('button', { name })).toBeNull();
    // The exceptions are read, not changed.
    await user.click(await screen.findByText('Exceptions (2 exceptions, 1 group)'));
    expect(await screen.findByText('Image count ≥ 2 instead')).toBeInTheDocument();
    expect(screen.queryByText('Add exception')).toBeNull();
    expect(screen.queryByText('Remove')).toBeNull();
  });

  it('reads another version when it is chosen', async () => {
    serve();
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession() },
    });
    await screen.findByText('Minimal');
    await user.click(screen.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByText('Version 2: Extended weighted higher'));
    expect(await screen.findByText('Minimal v2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Activate' })).toBeInTheDocument());
  });

  it('opens the version named in the address, so a reload keeps it', async () => {
    serve();
    renderRoutes(routes, { route: '/settings/dcc-score/?version=2', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('Minimal v2')).toBeInTheDocument();
    expect(screen.queryByText('Minimal')).not.toBeInTheDocument();
  });

  it('shows an added group and a removed component from the server’s answer after saving', async () => {
    const server = serve();
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession() },
    });
    await screen.findByText('Minimal');
    await user.click(screen.getByRole('button', { name: 'Edit groups' }));
    await user.click(await screen.findByRole('button', { name: /Add group/ }));
    await user.type(screen.getByLabelText('Name of group 4'), 'Reviews');
    for (const [index, percent] of ['40', '30', '20', '10'].entries()) {
      await user.clear(screen.getByLabelText(`Weight of group ${index + 1}`));
      await user.type(screen.getByLabelText(`Weight of group ${index + 1}`), percent);
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reviews')).toBeInTheDocument();
    expect(within(panelOf('Reviews')).getByText('Weight 10%')).toBeInTheDocument();
    // A group without a component is complete: only empty names and fields warn.
    expect(within(panelOf('Reviews')).queryByRole('img', { name: 'Incomplete group' })).toBeNull();
    expect(within(panelOf('Minimal')).getByText('Weight 40%')).toBeInTheDocument();

    await user.click(screen.getByText('Minimal'));
    expect(await screen.findByText('The page has a title.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit a component or condition' }));
    await user.click(await screen.findByRole('button', { name: 'Remove component' }));
    await user.click((await screen.findAllByRole('button', { name: 'Remove' })).at(-1)!);
    await waitFor(() => expect(screen.queryByText('The page has a title.')).toBeNull());
    expect(screen.getByText('The page has a main image.')).toBeInTheDocument();
    const puts = server.calls.filter((call) => call.method === 'PUT');
    expect(puts).toHaveLength(2);
    expect(server.calls.filter((call) => call.path === `${base}/definition/DCC_SCORE/1`)).toHaveLength(3);
  });

  it('shows the percentages met of the newest day over every retailer, for the version shown', async () => {
    const server = serve();
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession() },
    });
    expect(
      await screen.findByText('Percentage met on Nov 28, 2026: 1,240 pages, average score 71%.'),
    ).toBeInTheDocument();
    const minimal = sampleCalculation.groups[0]!.percentageMet;
    expect(screen.getByText('Minimal').closest('.ant-collapse-header')).toHaveTextContent(`${minimal}% met`);
    const asked = server.requests.find((request) => request.url.endsWith('/calculate/DCC_SCORE/1'));
    expect(await asked?.json()).toEqual({ retailerIds: [] });

    // Narrowed to one retailer: the percentages are asked again for its pages.
    await user.click(screen.getByRole('combobox', { name: 'Retailers' }));
    // The fixes section below shows the first retailer too; the open list's option is the last one drawn.
    await user.click((await screen.findAllByText(SAMPLE_CUSTOMER_RETAILERS[0]!.displayName)).at(-1)!);
    await waitFor(async () => {
      const last = server.requests.filter((request) => request.url.endsWith('/calculate/DCC_SCORE/1')).at(-1);
      expect(await last?.clone().json()).toEqual({ retailerIds: [SAMPLE_CUSTOMER_RETAILERS[0]!.id] });
    });

    await user.click(screen.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByText('Version 2: Extended weighted higher'));
    await waitFor(() =>
      expect(screen.getByText('Minimal v2').closest('.ant-collapse-header')).toHaveTextContent('50% met'),
    );
  });
});
