import { createSlotRegistry, SlotsProvider, type AppFeature, type SlotRegistry } from '@shelfsight/api-client';
import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse, renderRoutes } from '@shelfsight/api-client/test-utils';
import type { SlotProps } from '@shelfsight/contracts';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleProductDetails } from '../../testing/sampleProductDetails';
import { ProductDetailsDialog } from './ProductDetailsDialog';
import ProductDetailsOverlay from './ProductDetailsOverlay';

// Features made for the test: they contribute tabs to the dialog without the dialog importing them.
function NotesTab({ productDummyId, dateFrom, widgetId }: SlotProps['productDetails.tabs']) {
  return (
    <p>
      Notes on {productDummyId} from {dateFrom ?? 'any day'} in widget {widgetId ?? 'none'}
    </p>
  );
}
const HistoryTab = ({ productDummyId }: SlotProps['productDetails.tabs']) => <p>History of {productDummyId}</p>;

const notesFeature: AppFeature = {
  id: 'notes',
  routes: [],
  contributions: {
    'productDetails.tabs': [{ id: 'notes', label: 'Notes', order: 20, load: async () => ({ default: NotesTab }) }],
  },
};
const historyFeature: AppFeature = {
  id: 'history',
  routes: [],
  contributions: {
    'productDetails.tabs': [
      { id: 'history', label: 'History', order: 10, load: async () => ({ default: HistoryTab }) },
    ],
  },
};

// And one that offers an action on products, which the dialog lists beside its tabs.
const WatchAction = ({ productDummyId }: SlotProps['product.actions']) => <p>Watching {productDummyId}</p>;
const watchFeature: AppFeature = {
  id: 'watch',
  routes: [],
  contributions: {
    'product.actions': [{ id: 'watch', label: 'Watch product', load: async () => ({ default: WatchAction }) }],
  },
};

const sample = sampleProductDetails({ id: 48213 });
const detailsPath = 'GET /api/customer/42/products/get-details/48213';

function renderOverlay(route: string, registry: SlotRegistry = createSlotRegistry([notesFeature, historyFeature])) {
  const close = vi.fn();
  const view = renderRoutes(
    [
      {
        path: '/dashboards/view/',
        element: (
          <SlotsProvider registry={registry}>
            <ProductDetailsOverlay close={close} />
          </SlotsProvider>
        ),
      },
    ],
    { route, preloadedState: { session: signedInSession() } },
  );
  return { ...view, close };
}

describe('ProductDetailsOverlay', () => {
  beforeEach(() => {
    fakeRoutes({ [detailsPath]: () => jsonResponse({ rawOutput: sample }) });
  });

  it('frames the product the address names with the tabs other features contribute, in their order', async () => {
    renderOverlay('/dashboards/view/?id=3&product=48213&productDateFrom=2026-11-01&productWidgetId=7');
    const dialog = await screen.findByRole('dialog', { name: sample.productName });
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['History', 'Notes']);
    expect(await within(dialog).findByText('History of 48213')).toBeInTheDocument();
  });

  it('opens the tab the address names and hands it the product, period and widget', async () => {
    renderOverlay('/dashboards/view/?product=48213&productTab=notes&productDateFrom=2026-11-01&productWidgetId=7');
    expect(await screen.findByText('Notes on 48213 from 2026-11-01 in widget 7')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notes', selected: true })).toBeInTheDocument();
  });

  it('writes the chosen tab into the address, keeping the rest of it', async () => {
    const { router, user } = renderOverlay('/dashboards/view/?id=3&product=48213');
    await user.click(await screen.findByRole('tab', { name: 'Notes' }));
    expect(await screen.findByText('Notes on 48213 from any day in widget none')).toBeInTheDocument();
    const search = new URLSearchParams(router.state.location.search);
    expect(search.get('productTab')).toBe('notes');
    expect(search.get('id')).toBe('3');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says plainly that there are no details when no feature contributes a tab', async () => {
    renderOverlay('/dashboards/view/?product=48213', createSlotRegistry([]));
    const dialog = await screen.findByRole('dialog', { name: sample.productName });
    expect(within(dialog).getByText('No details are available for this product yet.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).toBeNull();
  });

  it('asks the layout to close it from its close button', async () => {
    const { close, user } = renderOverlay('/dashboards/view/?product=48213');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
  });

  it('shows nothing for a product id that is not one', () => {
    renderOverlay('/dashboards/view/?product=%3Cscript%3E');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the actions features contribute on the product, and runs the chosen one with its dummy id', async () => {
    const { user } = renderOverlay(
      '/dashboards/view/?product=48213',
      createSlotRegistry([historyFeature, watchFeature]),
    );
    const dialog = await screen.findByRole('dialog', { name: sample.productName });
    await user.click(within(dialog).getByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Watch product' }));
    expect(await screen.findByText('Watching 48213')).toBeInTheDocument();
  });

  it('offers the actions with no tab too, and none while no feature contributes one', async () => {
    const { unmount } = renderOverlay('/dashboards/view/?product=48213', createSlotRegistry([watchFeature]));
    const dialog = await screen.findByRole('dialog', { name: sample.productName });
    expect(within(dialog).getByRole('button', { name: 'More actions' })).toBeInTheDocument();
    unmount();
    renderOverlay('/dashboards/view/?product=48213');
    await screen.findByRole('tab', { name: 'History' });
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});

describe('ProductDetailsDialog', () => {
  it('shows no actions without a bound registry (alone in a story or a test)', () => {
    render(
      <ProductDetailsDialog
        productDummyId="48213"
        tabs={[{ key: 'notes', label: 'Notes', content: <p>Notes</p> }]}
        activeTab={null}
        onTabChange={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Product 48213' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More actions' })).toBeNull();
  });
});
