import { createSlotRegistry, SlotsProvider, type AppFeature } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse, renderRoutes } from '@shelfsight/api-client/test-utils';
import { productDetailsTabs, type ProductDetails } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productDetailsFeature } from '../../feature';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import ProductDetailsOverlay from './ProductDetailsOverlay';

const detailsPath = 'GET /api/customer/42/products/get-details/4711';

// Another feature's tab, placed between Customer reviews (50) and Awards (60).
const notesFeature: AppFeature = {
  id: 'notes',
  routes: [],
  contributions: {
    'productDetails.tabs': [
      { id: 'notes', label: 'Notes', order: 55, load: async () => ({ default: () => <p>Notes</p> }) },
    ],
  },
};

function renderOverlay(answer: () => Response, route = '/dashboards/view/?product=4711') {
  const server = fakeRoutes({ [detailsPath]: answer });
  const view = renderRoutes(
    [
      {
        path: '/dashboards/view/',
        element: (
          <SlotsProvider registry={createSlotRegistry([productDetailsFeature, notesFeature])}>
            <ProductDetailsOverlay close={() => undefined} />
          </SlotsProvider>
        ),
      },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );
  return { ...view, server };
}

const answering = (details: ProductDetails) => () => jsonResponse({ rawOutput: details });

describe('the product details dialog', () => {
  it("shows the spec's tabs in the spec's order, with other features' tabs by their order", async () => {
    renderOverlay(answering(sampleProductDetails()));
    const dialog = await screen.findByRole('dialog', { name: sampleProductDetails().productName });
    const labels = within(dialog)
      .getAllByRole('tab')
      .map((tab) => tab.textContent);
    // The ten tabs in the spec's order; another feature's tab (order 55) lands after Customer reviews.
    const own = productDetailsTabs.map((tab) => tab.label);
    expect(own).toHaveLength(10);
    expect(labels).toEqual([...own.slice(0, 5), 'Notes', ...own.slice(5)]);
  });

  it('starts on the Summary tab and draws it from the shared details call', async () => {
    const { server } = renderOverlay(answering(sampleProductDetails()));
    const first = sampleProductDetails().retailerDetails[0]!;
    // Queried by label rather than role: the role query over the whole filled dialog is slow.
    expect(await screen.findByLabelText(`DCC score at ${first.retailerName}`)).toBeInTheDocument();
    expect(screen.getByText('Summary').closest('[role="tab"]')).toHaveAttribute('aria-selected', 'true');
    expect(server.calls).toHaveLength(1);
  });

  it("shows the header with the product's information", async () => {
    renderOverlay(answering(sampleProductDetails()));
    const dialog = await screen.findByRole('dialog', { name: sampleProductDetails().productName });
    expect(within(dialog).getByText(sampleProductDetails().summary.eanCode!)).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('warns when the product information is unavailable', async () => {
    renderOverlay(answering(sampleProductDetails({ infoAvailable: false })));
    expect(await screen.findByText('Product information unavailable.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Summary' })).toBeInTheDocument();
  });

  it('says an error occurred, without tabs, when the call fails', async () => {
    renderOverlay(() => jsonResponse({ message: 'down' }, 500));
    expect(await screen.findByText('An error occurred, please contact support.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('is as wide as the spec says', async () => {
    renderOverlay(answering(sampleProductDetails()));
    await screen.findByRole('dialog', { name: sampleProductDetails().productName });
    expect(document.querySelector<HTMLElement>('.ant-modal')?.style.width).toBe('1440px');
  });
});
