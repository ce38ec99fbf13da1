import { SECONDARY_CLIENT_MAX_IN_FLIGHT, SECONDARY_CLIENT_POLL_MS } from '@shelfsight/contracts';

// One count for the secondary client and the base query's secondary requests: together at most 5 on the wire.
let inFlight = 0;
const waiting = new Set<() => void>();

const pause = () =>
  new Promise<void>((resume) => {
    const wake = () => {
      clearTimeout(timer);
      waiting.delete(wake);
      resume();
    };
    const timer = setTimeout(wake, SECONDARY_CLIENT_POLL_MS);
    waiting.add(wake);
  });

/**
 * Waits for one of the secondary client's slots. The queue is polled every 50 ms as the spec describes the
 * client (which also notices an abort), and a freed slot wakes the longest waiter at once, so a burst of
 * widgets never idles a slot for up to a poll. False when `signal` aborted first.
 */
export async function acquireSlot(signal: AbortSignal | undefined): Promise<boolean> {
  while (inFlight >= SECONDARY_CLIENT_MAX_IN_FLIGHT) {
    if (signal?.aborted) return false;
    await pause();
  }
  if (signal?.aborted) return false;
  inFlight += 1;
  return true;
}

export function releaseSlot(): void {
  inFlight -= 1;
  const [longest] = waiting;
  longest?.();
}

/** Requests currently holding a slot (never more than SECONDARY_CLIENT_MAX_IN_FLIGHT). */
export const slotsInFlight = (): number => inFlight;
