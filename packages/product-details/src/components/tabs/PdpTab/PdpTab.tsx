import { productDetailsMessages, type SlotProps } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Alert } from 'antd';
import { useState } from 'react';
import { useGetProductDetailsQuery } from '../../../api/productDetailsApi';
import { PdpView } from './PdpView';

/** The PDP tab as the dialog mounts it: loads the details of the dialog's period, and of a second day on demand. */
export default function PdpTab({ productDummyId, dateFrom, dateTo, widgetId }: SlotProps['productDetails.tabs']) {
  const productId = Number(productDummyId);
  const [compareDay, setCompareDay] = useState<string | null>(null);
  const current = useGetProductDetailsQuery({ productId, dateFrom, dateTo, widgetId });
  const second = useGetProductDetailsQuery(
    { productId, dateFrom: compareDay ?? undefined, dateTo: compareDay ?? undefined, widgetId },
    { skip: compareDay === null },
  );

  if (current.isError) return <Alert type="error" showIcon title="The product details could not be loaded." />;
  if (!current.data) return <DelayedSpin />;
  if (!current.data.infoAvailable || current.data.retailerDetails.length === 0)
    return <Alert type="info" showIcon title={productDetailsMessages.unavailable} />;
  return (
    <PdpView
      details={current.data}
      compareDay={compareDay}
      onCompareDayChange={setCompareDay}
      compared={compareDay && second.data && !second.isFetching ? { day: compareDay, details: second.data } : undefined}
      comparedLoading={second.isFetching}
      comparedFailed={second.isError}
    />
  );
}
