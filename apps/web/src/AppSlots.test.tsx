import { createSlotRegistry, type AppFeature, type OverlayProps } from '@shelfsight/api-client';
import { renderRoutes } from '@shelfsight/api-client/test-utils';
import { productDetailsRequestOf, type SlotProps } from '@shelfsight/contracts';
import { productDetailsFeature } from '@shelfsight/product-details';
import { useProductDetailsOpener } from '@shelfsight/ui-kit';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSearchParams } from 'react-router-dom';
import { AppSlots } from '@shelfsight/app-shell';

// A stand-in for the product-details feature: the host knows overlays by their contracts id, not by feature.
function DetailsOverlay({ close }: OverlayProps) {
  const [search] = useSearchParams();
  const request = productDetailsRequestOf(search);
  return (
    <div role="dialog" aria-label="Details">
      Details of {request?.productDummyId} from {request?.dateFrom ?? 'any day'}
      <button type="button" onClick={close}>
        Close details
      </button>
    </div>
  );
}
const detailsFeature: AppFeature = {
  id: 'details-for-tests',
  routes: [],
  overlays: [{ id: 'productDetails', load: async () => ({ default: DetailsOverlay }) }],
};

function ProductRow() {
  const open = useProductDetailsOpener();
  if (!open) return <p>No opener</p>;
  return (
    <button
      type="button"
      onClick={() => open({ productDummyId: 48213, dateFrom: '2026-11-01', dateTo: '2026-11-07', widgetId: 12 })}
    >
      Oat Milk 1 l
    </button>
  );
}

function renderScreen(route: string, registry = createSlotRegistry([detailsFeature])) {
  return renderRoutes(
    [
      {
        path: '/dashboards/view/',
        element: (
          <AppSlots registry={registry}>
            <ProductRow />
          </AppSlots>
        ),
      },
    ],
    { route },
  );
}

const searchOf = (router: ReturnType<typeof renderScreen>['router']) => router.state.location.search;

describe('AppSlots', () => {
  it('opens the overlay its search parameter names, on the screen under it', async () => {
    renderScreen('/dashboards/view/?id=3&product=48213&productDateFrom=2026-11-01');
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent(
      'Details of 48213 from 2026-11-01',
    );
    expect(screen.getByRole('button', { name: 'Oat Milk 1 l' })).toBeInTheDocument();
  });

  it('opens nothing without the parameter', async () => {
    renderScreen('/dashboards/view/?id=3');
    await screen.findByRole('button', { name: 'Oat Milk 1 l' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("closing removes the overlay's parameters and keeps the screen's own", async () => {
    const { router, user } = renderScreen(
      '/dashboards/view/?id=3&product=48213&productTab=pdp&productDateTo=2026-11-07',
    );
    await user.click(await screen.findByRole('button', { name: 'Close details' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(searchOf(router)).toBe('?id=3');
  });

  it('binds the product details opener, which writes the request into the address', async () => {
    const { router, user } = renderScreen('/dashboards/view/?id=3&productTab=pdp');
    await user.click(await screen.findByRole('button', { name: 'Oat Milk 1 l' }));
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent(
      'Details of 48213 from 2026-11-01',
    );
    const search = new URLSearchParams(searchOf(router));
    expect(Object.fromEntries(search)).toEqual({
      id: '3',
      product: '48213',
      productDateFrom: '2026-11-01',
      productDateTo: '2026-11-07',
      productWidgetId: '12',
    });
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('brings in the features not listed at start-up when the address opens an overlay of theirs', async () => {
    let loads = 0;
    const registry = createSlotRegistry([], async () => {
      loads += 1;
      return [detailsFeature];
    });
    renderScreen('/dashboards/view/?product=77', registry);
    expect(await screen.findByRole('dialog', { name: 'Details' })).toHaveTextContent('Details of 77');
    expect(loads).toBe(1);
  });

  it("shows the real product details dialog with a tab another feature contributes, from the opener's click", async () => {
    const NotesTab = ({ productDummyId, widgetId }: SlotProps['productDetails.tabs']) => (
      <p>
        Notes on {productDummyId} from widget {widgetId}
      </p>
    );
    const notesFeature: AppFeature = {
      id: 'notes-for-tests',
      routes: [],
      contributions: {
        'productDetails.tabs': [{ id: 'notes', label: 'Notes', load: async () => ({ default: NotesTab }) }],
      },
    };
    const { user } = renderScreen(
      '/dashboards/view/?id=3',
      createSlotRegistry([], async () => [productDetailsFeature, notesFeature]),
    );
    await user.click(await screen.findByRole('button', { name: 'Oat Milk 1 l' }));
    expect(await screen.findByRole('dialog', { name: 'Product 48213' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Notes', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('Notes on 48213 from widget 12')).toBeInTheDocument();
  });
});
