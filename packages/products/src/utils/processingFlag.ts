/** The processing flag of spec 3 §4.3: set per active customer in local storage while an upload is processed. */
export const processingFlagKey = (customerId: number) => `productListsProcessing:${customerId}`;

export function isProcessing(customerId: number | null): boolean {
  return customerId !== null && globalThis.localStorage?.getItem(processingFlagKey(customerId)) === 'true';
}

export function setProcessing(customerId: number | null, processing: boolean): void {
  if (customerId === null) return;
  if (processing) globalThis.localStorage?.setItem(processingFlagKey(customerId), 'true');
  else globalThis.localStorage?.removeItem(processingFlagKey(customerId));
}
