import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleCalculation, sampleDefinition, sampleVersions } from '../testing/sampleData';
import { DccScorePage } from './DccScorePage';

const base = '/api/customer/42/calculated-metric';
const routes = [{ path: '/settings/dcc-score/', element: <DccScorePage /> }];
const version2 = {
  ...sampleDefinition,
  calculatedMetric: { id: 'DCC_SCORE', version: sampleVersions[1]! },
  groups: sampleDefinition.groups.map((group) => ({ ...group, name: `${group.name} v2` })),
};

function serve() {
  return fakeRoutes({
    [`GET ${base}/DCC_SCORE/versions`]: () => json(sampleVersions),
    [`GET ${base}/definition/DCC_SCORE/1`]: () => json(sampleDefinition),
    [`GET ${base}/definition/DCC_SCORE/2`]: () => json(version2),
    [`POST ${base}/calculate/DCC_SCORE/1`]: () => json(sampleCalculation),
    [`POST ${base}/calculate/DCC_SCORE/2`]: () =>
      json({
        ...sampleCalculation,
        version: 2,
        groups: sampleCalculation.groups.map((g) => ({ ...g, percentageMet: 50 })),
      }),
  });
}

describe('DccScorePage', () => {
  it('shows the active version’s groups and lets an administrator change it', async () => {
    const server = serve();
    renderRoutes(routes, { route: '/settings/dcc-score/', preloadedState: { session: signedInSession() } });
    expect(await screen.findByText('Minimal')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toContain(`${base}/definition/DCC_SCORE/1`);
    for (const name of ['Copy', 'Rename', 'Edit groups', 'Edit a component or condition'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
  });

  it('is read-only for a member who is not an administrator', async () => {
    serve();
    const member = { ...sampleAuthUser, isAdmin: false, roles: [] };
    renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession({ user: member, scopes: {} }) },
    });
    expect(await screen.findByText('Minimal')).toBeInTheDocument();
    for (const name of ['Copy', 'Rename', 'Activate', 'Edit groups', 'Edit a component or condition'])
      expect(screen.queryByRole('button', { name })).toBeNull();
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

  it('shows the percentages met of the newest day over every retailer, for the version shown', async () => {
    const server = serve();
    const { user } = renderRoutes(routes, {
      route: '/settings/dcc-score/',
      preloadedState: { session: signedInSession() },
    });
    expect(
      await screen.findByText('Percentage met on 2026-11-28: 1,240 pages, average score 71%.'),
    ).toBeInTheDocument();
    const minimal = sampleCalculation.groups[0]!.percentageMet;
    expect(screen.getByText('Minimal').closest('.ant-collapse-header')).toHaveTextContent(`${minimal}% met`);
    const asked = server.requests.find((request) => request.url.endsWith('/calculate/DCC_SCORE/1'));
    expect(await asked?.json()).toEqual({});

    await user.click(screen.getByRole('combobox', { name: 'Version' }));
    await user.click(await screen.findByText('Version 2: Extended weighted higher'));
    await waitFor(() =>
      expect(screen.getByText('Minimal v2').closest('.ant-collapse-header')).toHaveTextContent('50% met'),
    );
  });
});
