import { selectActiveCustomerId, useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { clientRoutes, PROCESSING, PROCESSING_POLL_MS, processingOutcome } from '@shelfsight/contracts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { productListsApi, useGetProcessingStatusQuery } from '../api/productListsApi';
import type { ProcessingOutcome } from '../components/ProcessingFinishedDialog';
import { isProcessing, setProcessing, subscribeProcessing } from '../utils/processingFlag';

/** Whether the active customer's processing flag is set; re-renders when it changes (in this tab or another). */
export function useProcessingFlag(): boolean {
  const customerId = useAppSelector(selectActiveCustomerId);
  return useSyncExternalStore(subscribeProcessing, () => isProcessing(customerId));
}

/** Marks an upload of the active customer as processing: the flag is stored and the poll starts. */
export function useStartProcessing(): () => void {
  const customerId = useAppSelector(selectActiveCustomerId);
  return useCallback(() => setProcessing(customerId, true), [customerId]);
}

/**
 * Spec 3 §4.3: while the active customer's processing flag is set, products-v2/status is polled every 10 s
 * until it is no longer PROCESSING; then the flag is cleared and the outcome opens the finished dialog. On the
 * admin products route the status is not fetched and counts as still PROCESSING. Mounted once, in the main layout.
 */
export function useProcessingPoll() {
  const customerId = useAppSelector(selectActiveCustomerId);
  const dispatch = useAppDispatch();
  const flagged = useProcessingFlag();
  const { pathname } = useLocation();
  const polling = flagged && pathname !== clientRoutes.productsAdmin;
  // Only an answer fetched after polling (re)started counts: the cache may hold the status of an earlier upload.
  // Set while rendering, so the render that starts polling already ignores the older answer.
  const [started, setStarted] = useState(() => ({ polling, since: Date.now() }));
  if (started.polling !== polling) setStarted({ polling, since: Date.now() });
  const [outcome, setOutcome] = useState<ProcessingOutcome | null>(null);
  const { data, fulfilledTimeStamp } = useGetProcessingStatusQuery(undefined, {
    skip: !polling,
    pollingInterval: polling ? PROCESSING_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const fresh = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= started.since;
  const status = polling && fresh ? data?.data.status : undefined;
  useEffect(() => {
    if (status === undefined || status === PROCESSING) return;
    setProcessing(customerId, false);
    setOutcome(processingOutcome(status));
    // The lists' upload statuses changed with the processing.
    dispatch(productListsApi.util.invalidateTags(['ProductLists']));
  }, [status, customerId, dispatch]);
  return { polling, outcome, dismiss: useCallback(() => setOutcome(null), []) };
}
