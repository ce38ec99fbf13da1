import { selectActiveCustomerId, useAppSelector } from '@shelfsight/api-client';
import { PROCESSING, PROCESSING_POLL_MS, processingOutcome } from '@shelfsight/contracts';
import { useCallback, useEffect, useState } from 'react';
import type { ProcessingOutcome } from '../components/ProcessingFinishedDialog';
import { useGetProcessingStatusQuery } from '../api/productListsApi';
import { isProcessing, setProcessing } from '../utils/processingFlag';

/**
 * Spec 3 §4.3: while the active customer's processing flag is set, products-v2/status is polled every 10 s
 * until it is no longer PROCESSING; then the flag is cleared and the outcome opens the finished dialog.
 */
export function useProcessingPoll() {
  const customerId = useAppSelector(selectActiveCustomerId);
  const [watching, setWatching] = useState(() => isProcessing(customerId));
  // Only an answer fetched after watching began counts: the cache may hold the status of an earlier upload.
  const [since, setSince] = useState(() => Date.now());
  const [outcome, setOutcome] = useState<ProcessingOutcome | null>(null);
  useEffect(() => setWatching(isProcessing(customerId)), [customerId]);
  const { data, fulfilledTimeStamp } = useGetProcessingStatusQuery(undefined, {
    skip: !watching,
    pollingInterval: watching ? PROCESSING_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });
  const fresh = fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= since;
  const status = fresh ? data?.data.status : undefined;
  useEffect(() => {
    if (!watching || status === undefined || status === PROCESSING) return;
    setProcessing(customerId, false);
    setWatching(false);
    setOutcome(processingOutcome(status));
  }, [watching, status, customerId]);

  /** Marks an upload as processing: the flag is stored and polling starts. */
  const start = useCallback(() => {
    setProcessing(customerId, true);
    setSince(Date.now());
    setWatching(true);
  }, [customerId]);
  return { watching, outcome, start, dismiss: () => setOutcome(null) };
}
