import { moduleAllows, type Scopes, type SlotName } from '@shelfsight/contracts';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { createSlotRegistry, type BoundContribution, type SlotRegistry } from './slotRegistry';

interface BoundSlots {
  registry: SlotRegistry;
  scopes: Scopes;
}

const NO_SCOPES: Scopes = {};

// Without a provider no slot has contributions: a host then renders none, as a screen rendered alone in a test.
const SlotRegistryContext = createContext<BoundSlots>({ registry: createSlotRegistry([]), scopes: NO_SCOPES });

export interface SlotsProviderProps {
  registry: SlotRegistry;
  /**
   * The signed-in user's scopes: a contribution that needs a module shows only while they hold its module scope,
   * as a menu tile does. Without them no such contribution shows.
   */
  scopes?: Scopes;
  children: ReactNode;
}

/** Binds the app's slot registry for the screens and overlays below it (the app does, in its main layout). */
export function SlotsProvider({ registry, scopes = NO_SCOPES, children }: SlotsProviderProps) {
  const bound = useMemo(() => ({ registry, scopes }), [registry, scopes]);
  return <SlotRegistryContext.Provider value={bound}>{children}</SlotRegistryContext.Provider>;
}

/** The bound registry; re-renders the caller whenever more features join it. */
export function useSlotRegistry(): SlotRegistry {
  const { registry } = useContext(SlotRegistryContext);
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
 * `Suspense`), leaving out those whose module the active customer lacks. Features contribute without importing the
 * host's feature, and the host without importing theirs.
 */
export function useSlot<Slot extends SlotName>(
  slot: Slot,
  { discover = true }: UseSlotOptions = {},
): readonly BoundContribution<Slot>[] {
  const registry = useSlotRegistry();
  const { scopes } = useContext(SlotRegistryContext);
  useEffect(() => {
    // A chunk that fails to load leaves the slot with the contributions already known.
    if (discover && !registry.isComplete()) registry.discover().catch(() => undefined);
  }, [discover, registry]);
  // The registry answers the same list until features join it, and the scopes stay the same object until the
  // session changes, so hosts can key memos on the list.
  const all = registry.contributions(slot);
  return useMemo(() => all.filter((contribution) => moduleAllows(contribution.module, scopes)), [all, scopes]);
}
