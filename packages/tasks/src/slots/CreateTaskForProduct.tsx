import type { SlotProps } from '@shelfsight/contracts';
import { productIdOf, useOpenTaskCreate } from './openTaskCreate';

/** 'Create task' on a product (`product.actions`: the product details dialog, a product's cell or card). */
export default function CreateTaskForProduct({ productDummyId }: SlotProps['product.actions']) {
  const productId = productIdOf(productDummyId);
  useOpenTaskCreate(productId === undefined ? {} : { productId });
  return null;
}
