import { productDetailsMessages, type SlotProps } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Alert } from 'antd';
import { useState } from 'react';
import { useGetProductDetailsQuery } from '../../../api/productDetailsApi';
import { productDetailsArgsOf } from '../../../details/detailsTable';
import { PdpView } from './PdpView';

/** The PDP tab as the dialog mounts it: loads the details of the dialog's period, and of a second day on demand. */
export default function PdpTab(context: SlotProps['productDetails.tabs']) {
  const args = productDetailsArgsOf(context);
  const [compareDay, setCompareDay] = useState<string | null>(null);
  const current = useGetProductDetailsQuery(args);
  const second = useGetProductDetailsQuery(
    { ...args, dateFrom: compareDay ?? undefined, dateTo: compareDay ?? undefined },
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
