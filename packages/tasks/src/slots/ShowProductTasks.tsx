import { clientRoutes, type SlotProps } from '@shelfsight/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_TASK_FILTER, withTaskFilter } from '../utils/taskFilter';
import { productIdOf } from './openTaskCreate';

/**
 * 'Show its tasks' on a product (`product.actions`): the task list narrowed to the tasks about the product. Going
 * there leaves the screen the action was chosen on, and with it an open product details dialog.
 */
export default function ShowProductTasks({ productDummyId }: SlotProps['product.actions']) {
  const navigate = useNavigate();
  const productId = productIdOf(productDummyId) ?? null;
  // Mounted when the action is chosen; it goes once, though the router hands out a new navigate on each change.
  const gone = useRef(false);
  useEffect(() => {
    if (gone.current) return;
    gone.current = true;
    const search = withTaskFilter(new URLSearchParams(), { ...NO_TASK_FILTER, productId });
    void navigate({ pathname: clientRoutes.tasks, search: search.toString() });
  }, [navigate, productId]);
  return null;
}
