import type { TaskStatus } from '@shelfsight/contracts';

/** Statuses in the order every menu and the list show them: by sequence number, then by id. */
export const bySequence = (statuses: readonly TaskStatus[]): TaskStatus[] =>
  [...statuses].sort((a, b) => a.sequenceNumber - b.sequenceNumber || a.stateId - b.stateId);
