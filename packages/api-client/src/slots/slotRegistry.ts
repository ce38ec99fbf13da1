import type { OverlayId, SlotName, SlotProps } from '@shelfsight/contracts';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AppFeature, OverlayProps, SlotContribution } from '../feature';

/** A contribution as a slot's host renders it: its fields, the feature it came from and its lazy component. */
export type BoundContribution<Slot extends SlotName> = SlotContribution<Slot> & {
  featureId: string;
  Component: LazyExoticComponent<ComponentType<SlotProps[Slot]>>;
};

export interface BoundOverlay {
  id: OverlayId;
  featureId: string;
  Component: LazyExoticComponent<ComponentType<OverlayProps>>;
}

/**
 * The features' overlays and slot contributions, as the app collects them. It starts from the features the app
 * lists at start-up and grows when `discover()` brings in the others (their code still loads only when a host
 * renders a contribution). Hosts subscribe and re-read on `version()` changes.
 */
export interface SlotRegistry {
  /** The contributions to `slot` of the features known so far, by `order`, then by the features' order. */
  contributions<Slot extends SlotName>(slot: Slot): readonly BoundContribution<Slot>[];
  /** The overlay a known feature provides for `id`. */
  overlay(id: OverlayId): BoundOverlay | undefined;
  /** Loads the features not listed at start-up, once; resolves when they have joined (a failure may be retried). */
  discover(): Promise<void>;
  /** Whether `discover()` has brought in every feature. */
  isComplete(): boolean;
  version(): number;
  subscribe(listener: () => void): () => void;
}

type AnyBound = BoundContribution<SlotName>;

/**
 * Collects `features` now and, on the first `discover()`, what `loadMore` resolves to (features already known by
 * id are skipped). Within a slot the first contribution of an id wins: a later one of the same id is ignored. Lazy
 * components are made once per contribution, so a host re-rendering never remounts one.
 */
export function createSlotRegistry(
  features: readonly AppFeature[],
  loadMore: () => Promise<readonly AppFeature[]> = async () => [],
): SlotRegistry {
  const known = new Set<string>();
  const bySlot = new Map<SlotName, AnyBound[]>();
  const byOverlay = new Map<OverlayId, BoundOverlay>();
  const listeners = new Set<() => void>();
  let version = 0;
  let loading: Promise<void> | null = null;
  let complete = false;

  const add = (feature: AppFeature) => {
    if (known.has(feature.id)) return false;
    known.add(feature.id);
    for (const [slot, list] of Object.entries(feature.contributions ?? {}) as [
      SlotName,
      SlotContribution<SlotName>[],
    ][]) {
      // A new array: hosts holding the previous one keep what they rendered.
      const bound = [...(bySlot.get(slot) ?? [])];
      for (const contribution of list) {
        if (bound.some((other) => other.id === contribution.id)) continue;
        bound.push({ ...contribution, featureId: feature.id, Component: lazy(contribution.load) } as AnyBound);
      }
      // Array.prototype.sort is stable: equal orders keep the features' order.
      bySlot.set(
        slot,
        bound.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
      );
    }
    for (const overlay of feature.overlays ?? []) {
      if (byOverlay.has(overlay.id)) continue;
      byOverlay.set(overlay.id, { id: overlay.id, featureId: feature.id, Component: lazy(overlay.load) });
    }
    return true;
  };

  for (const feature of features) add(feature);

  return {
    contributions: <Slot extends SlotName>(slot: Slot) =>
      (bySlot.get(slot) ?? []) as unknown as readonly BoundContribution<Slot>[],
    overlay: (id) => byOverlay.get(id),
    discover() {
      loading ??= loadMore().then(
        (more) => {
          const added = more.map(add).some(Boolean);
          complete = true;
          if (added) {
            version += 1;
            for (const listener of listeners) listener();
          }
        },
        (error: unknown) => {
          loading = null; // a failed chunk is retried by the next host that asks
          throw error;
        },
      );
      return loading;
    },
    isComplete: () => complete,
    version: () => version,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
