import { productDetailsMessages, type ProductDetails, type ProductDetailsContext } from '@shelfsight/contracts';
import { DelayedSpin } from '@shelfsight/ui-kit';
import { Alert } from 'antd';
import type { ReactNode } from 'react';
import { useGetProductDetailsQuery } from '../../api/productDetailsApi';
import { productDetailsArgsOf } from '../../details/detailsTable';

export interface ProductDetailsDataProps {
  context: ProductDetailsContext;
  children: (details: ProductDetails) => ReactNode;
}

/**
 * The product details of the context, for a tab: the dialog and every tab ask the same call, which is made once
 * and shared, so a tab draws at once when the dialog has its answer.
 */
export function ProductDetailsData({ context, children }: ProductDetailsDataProps) {
  const { data, isError } = useGetProductDetailsQuery(productDetailsArgsOf(context));
  if (data) return <>{children(data)}</>;
  if (isError) return <Alert type="error" showIcon message={productDetailsMessages.failed} />;
  return <DelayedSpin />;
}
