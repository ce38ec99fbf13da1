import type { CustomerMap } from '@shelfsight/contracts';

/** The previously active customer while the user still has it, else the first (lowest id), else none. */
export function chooseCustomer(customers: CustomerMap, previous: number | null): number | null {
  const ids = Object.values(customers)
    .map((customer) => customer.id)
    .sort((a, b) => a - b);
  if (previous !== null && ids.includes(previous)) return previous;
  return ids[0] ?? null;
}
