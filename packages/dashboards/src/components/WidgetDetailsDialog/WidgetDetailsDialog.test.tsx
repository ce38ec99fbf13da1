import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { ProductDetailsOpenerProvider, type ProductDetailsRequest } from '@shelfsight/ui-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { Modal } from 'antd';
import { useCallback, useState, type ReactElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { sampleRatingDetails } from '../../testing/sampleWidgetDetails';
import { WidgetDetailsDialog, type WidgetDetailsTarget } from './WidgetDetailsDialog';

const target: WidgetDetailsTarget = {
  widgetId: 13,
  item: { key: 'retailer:1', label: 'Tesco' },
  context: { dashboardId: 5, dashboardWidgetId: 32 },
};
const title = '6 products with 412 out of 1873 reviews';

/**
 * Binds an opener as the app does: its product details are a dialog of their own, mounted after the screen's
 * content (the app's overlays come after its routes), closed by their own close button.
 */
function WithProductDetails({ children, onOpen }: { children: ReactNode; onOpen: (request: object) => void }) {
  const [opened, setOpened] = useState<ProductDetailsRequest | null>(null);
  const opener = useCallback(
    (request: ProductDetailsRequest) => {
      onOpen(request);
      setOpened(request);
    },
    [onOpen],
  );
  return (
    <ProductDetailsOpenerProvider opener={opener}>
      {children}
      {opened ? (
        <Modal
          open
          title={`Product ${opened.productDummyId}`}
          width={1440}
          footer={null}
          onCancel={() => setOpened(null)}
        >
          Summary
        </Modal>
      ) : null}
    </ProductDetailsOpenerProvider>
  );
}

function renderDialog(content: (dialog: ReactElement) => ReactElement) {
  const server = fakeRoutes({
    'GET /api/customer/42/widget/13/get-widget-data-details': () => json(sampleRatingDetails()),
  });
  const onClose = vi.fn();
  const view = renderWithProviders(content(<WidgetDetailsDialog target={target} onClose={onClose} />), {
    preloadedState: { session: signedInSession() },
  });
  return { ...view, ...server, onClose };
}

describe('WidgetDetailsDialog and the product details', { timeout: 30_000 }, () => {
  it('opens a row’s product on the days of the answer, for the clicked widget, over the dialog', async () => {
    const onOpen = vi.fn();
    const { user, onClose } = renderDialog((dialog) => (
      <WithProductDetails onOpen={onOpen}>{dialog}</WithProductDetails>
    ));
    const details = await screen.findByRole('dialog', { name: title });
    const row = within(details).getByText('NIVEA Soft 200 ml').closest('tr') as HTMLElement;
    await user.click(within(row).getByRole('button', { name: 'View product details' }));
    const { settingsUsed } = sampleRatingDetails();
    expect(onOpen).toHaveBeenCalledWith({
      productDummyId: 48214,
      dateFrom: settingsUsed.dateFrom,
      dateTo: settingsUsed.dateTo,
      widgetId: 13,
    });

    // Both are open, the product details drawn later and so in front; the click-through dialog stays beneath.
    // Found by their text: tests give every element the same generated id, so both dialogs read the first title.
    const product = (await screen.findByText('Product 48214')).closest('[role="dialog"]') as HTMLElement;
    expect(details).toBeInTheDocument();
    const wrapOf = (dialog: HTMLElement) => dialog.closest('.ant-modal-wrap') as HTMLElement;
    const [below, above] = [wrapOf(details), wrapOf(product)];
    expect(below.compareDocumentPosition(above) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(Number(above.style.zIndex || 1000)).toBeGreaterThanOrEqual(Number(below.style.zIndex || 1000));

    // Closing the details comes back to the products behind the item.
    await user.click(within(product).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Product 48214')).toBeNull());
    expect(screen.getByRole('dialog', { name: title })).toBe(details);
    expect(within(details).getByText('NIVEA Soft 200 ml')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('offers no product details where the app binds no opener', async () => {
    renderDialog((dialog) => dialog);
    const details = await screen.findByRole('dialog', { name: title });
    expect(within(details).getByText('NIVEA Soft 200 ml')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'View product details' })).toBeNull();
  });
});
