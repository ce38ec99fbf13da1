import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { DccFixes, FilterItem } from '@shelfsight/contracts';
import { SAMPLE_CUSTOMER_RETAILERS } from '@shelfsight/product-kit/samples';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sampleFixes } from '../../testing/sampleFixes';
import { DccFixesSection } from './DccFixesSection';

const route = '/settings/dcc-score/';
const fixesPath = '/api/customer/42/calculated-metric/DCC_SCORE/fixes';
const brand = (id: number, name: string): FilterItem => ({
  id,
  key: String(id),
  name,
  savedFilterIds: [],
  excluded: false,
  licenseExcluded: false,
  roleExcluded: false,
  details: null,
  ownerName: null,
});

function serve() {
  return fakeRoutes({
    'GET /api/customer/42/retailers': () => json(SAMPLE_CUSTOMER_RETAILERS),
    'GET /api/customer/42/dashboard/filter/brands': () => json([brand(7, 'NIVEA'), brand(8, 'Dove')]),
    [`GET ${fixesPath}`]: (request) => {
      const query = new URL(request.url).searchParams;
      const brandId = query.get('brandId');
      const answer: DccFixes = brandId
        ? {
            ...sampleFixes,
            retailerId: null,
            brandId: Number(brandId),
            pageCount: 40,
            fixes: sampleFixes.fixes.slice(3),
          }
        : { ...sampleFixes, retailerId: Number(query.get('retailerId')) };
      return json(answer);
    },
  });
}

const fixQueries = (server: ReturnType<typeof serve>) =>
  server.requests.filter((request) => request.url.includes('/fixes')).map((request) => new URL(request.url).search);

describe('DccFixesSection', () => {
  it("ranks the first retailer's fixes at once, then a brand's when the brand is chosen", async () => {
    const server = serve();
    renderRoutes([{ path: route, element: <DccFixesSection /> }], {
      route,
      preloadedState: { session: signedInSession() },
    });
    const first = SAMPLE_CUSTOMER_RETAILERS[0]!;
    expect(await screen.findByText(`${first.displayName} on Nov 28, 2026: 120 pages.`)).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'What to fix first' });
    const rows = () => within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(sampleFixes.fixes.length);
    expect(rows()[0]).toHaveTextContent('Video');
    expect(rows()[0]).toHaveTextContent('+466.7');
    expect(fixQueries(server)).toEqual([`?retailerId=${first.id}`]);

    await userEvent.click(screen.getByText('Brand'));
    expect(await screen.findByText('NIVEA on Nov 28, 2026: 40 pages.')).toBeInTheDocument();
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Description'));
    expect(rows()).toHaveLength(sampleFixes.fixes.length - 3);
    expect(fixQueries(server)).toEqual([`?retailerId=${first.id}`, '?brandId=7']);
  });
});
