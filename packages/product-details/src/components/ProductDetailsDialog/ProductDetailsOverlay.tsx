import { skipToken } from '@reduxjs/toolkit/query';
import { useSlot, type OverlayProps } from '@shelfsight/api-client';
import { productDetailsParams, productDetailsRequestOf } from '@shelfsight/contracts';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetProductDetailsQuery } from '../../api/productDetailsApi';
import { productDetailsArgsOf } from '../../details/detailsTable';
import { ProductDetailsDialog } from './ProductDetailsDialog';

/**
 * The `productDetails` overlay: the details of the product the address names (`?product=`), on the tab it names
 * (`productTab`), with the tabs features contribute to the `productDetails.tabs` slot. The address is the only
 * state, so a reload or a shared link opens the same details and leaving the screen closes them.
 */
export default function ProductDetailsOverlay({ close }: OverlayProps) {
  const [search, setSearch] = useSearchParams();
  const request = useMemo(() => productDetailsRequestOf(search), [search]);
  const contributions = useSlot('productDetails.tabs');
  // The tabs of this feature ask the same call: it is made once, here, and shared.
  const { data, isError } = useGetProductDetailsQuery(request ? productDetailsArgsOf(request) : skipToken);
  if (!request) return null;
  const tabs = contributions.map(({ id, label, Component }) => ({
    key: id,
    label,
    content: <Component {...request} />,
  }));
  // Another tab replaces the address: the browser's back button closes the details, not tab by tab.
  const selectTab = (key: string) =>
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(productDetailsParams.tab, key);
        return next;
      },
      { replace: true },
    );
  return (
    <ProductDetailsDialog
      productDummyId={request.productDummyId}
      tabs={tabs}
      activeTab={search.get(productDetailsParams.tab)}
      onTabChange={selectTab}
      onClose={close}
      details={data}
      failed={isError}
    />
  );
}
