import { rootReducer, useAppDispatch } from '@shelfsight/api-client';
import { useEffect } from 'react';
import { type TaskCreateLink, taskCreateOpened, tasksSlice } from '../state/tasksSlice';

/**
 * Opens the task create dialog linked to `link` once, on mount: an action slot mounts its contribution when the
 * action is chosen. The slice is injected first (injecting twice changes nothing), since the action is offered on
 * screens of other features, where no tasks route has loaded it yet.
 */
export function useOpenTaskCreate(link: TaskCreateLink): void {
  const dispatch = useAppDispatch();
  const { productId, widgetId } = link;
  useEffect(() => {
    rootReducer.inject(tasksSlice);
    const linked: TaskCreateLink = {
      ...(productId !== undefined ? { productId } : {}),
      ...(widgetId !== undefined ? { widgetId } : {}),
    };
    dispatch(taskCreateOpened(Object.keys(linked).length > 0 ? linked : undefined));
  }, [dispatch, productId, widgetId]);
}

/** The product's id as the create call takes it; the address carries it as text, and only a whole number links. */
export function productIdOf(productDummyId: string | number): number | undefined {
  const text = String(productDummyId);
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}
