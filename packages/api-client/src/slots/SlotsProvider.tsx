import type { SlotName } from '@shelfsight/contracts';
import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createSlotRegistry, type BoundContribution, type SlotRegistry } from './slotRegistry';

// Without a provider no slot has contributions: a host then renders none, as a screen rendered alone in a test.
const SlotRegistryContext = createContext<SlotRegistry>(createSlotRegistry([]));

export interface SlotsProviderProps {
  registry: SlotRegistry;
  children: ReactNode;
}

/** Binds the app's slot registry for the screens and overlays below it (the app does, in its main layout). */
export function SlotsProvider({ registry, children }: SlotsProviderProps) {
  return <SlotRegistryContext.Provider value={registry}>{children}</SlotRegistryContext.Provider>;
}

/** The bound registry; re-renders the caller whenever more features join it. */
export function useSlotRegistry(): SlotRegistry {
  const registry = useContext(SlotRegistryContext);
  useSyncExternalStore(registry.subscribe, registry.version);
  return registry;
}

export interface UseSlotOptions {
  /**
   * Whether the features not listed at start-up are brought in so that theirs show too (default true). A host on
   * every screen (the header) passes false: it shows the start-up features' contributions and any that join later.
   */
  discover?: boolean;
}

/**
 * The contributions to `slot` for a host to render: each with its fields and a lazy `Component` (render it inside
 * `Suspense`). Features contribute without importing the host's feature, and the host without importing theirs.
 */
export function useSlot<Slot extends SlotName>(
  slot: Slot,
  { discover = true }: UseSlotOptions = {},
): readonly BoundContribution<Slot>[] {
  const registry = useSlotRegistry();
  useEffect(() => {
    // A chunk that fails to load leaves the slot with the contributions already known.
    if (discover && !registry.isComplete()) registry.discover().catch(() => undefined);
  }, [discover, registry]);
  // The registry answers the same list until features join it, so hosts can key memos on it.
  return registry.contributions(slot);
}
