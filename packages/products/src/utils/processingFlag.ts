/** The processing flag of spec 3 §4.3: set per active customer in local storage while an upload is processed. */
export const processingFlagKey = (customerId: number) => `productListsProcessing:${customerId}`;

const listeners = new Set<() => void>();

export function isProcessing(customerId: number | null): boolean {
  return customerId !== null && globalThis.localStorage?.getItem(processingFlagKey(customerId)) === 'true';
}

export function setProcessing(customerId: number | null, processing: boolean): void {
  if (customerId === null) return;
  if (processing) globalThis.localStorage?.setItem(processingFlagKey(customerId), 'true');
  else globalThis.localStorage?.removeItem(processingFlagKey(customerId));
  // Local storage tells only the other tabs (the storage event); this tab's readers are told here.
  for (const listener of listeners) listener();
}

/**
 * Calls `listener` whenever a flag changes, in this tab (setProcessing) or another one (the storage event): the
 * upload screen sets the flag, the poll in the main layout watches it.
 */
export function subscribeProcessing(listener: () => void): () => void {
  listeners.add(listener);
  globalThis.addEventListener?.('storage', listener);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', listener);
  };
}
