import { useIsReadOnly } from '@shelfsight/api-client';

/** Every member of the customer changes its clusters except read-only users, whom the API refuses (403). */
export function useMayChangeClusters(): boolean {
  return !useIsReadOnly();
}
