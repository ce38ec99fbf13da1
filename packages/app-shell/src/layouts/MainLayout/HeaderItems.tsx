import { useRequestsQuiet, type AppFeature } from '@shelfsight/api-client';
import { lazy, Suspense, type ComponentType } from 'react';
import { startupFeatures } from '../../shellFeatures';

type HeaderItemComponent = { id: string; Component: ComponentType };

// Made once per list of features, not per render: a lazy component recreated on render would remount and refetch.
const byFeatures = new WeakMap<readonly AppFeature[], HeaderItemComponent[]>();

function headerItemsOf(features: readonly AppFeature[]): HeaderItemComponent[] {
  const known = byFeatures.get(features);
  if (known) return known;
  const items = features.flatMap((feature) =>
    (feature.headerItems ?? []).map((item) => ({ id: item.id, Component: lazy(item.load) })),
  );
  byFeatures.set(features, items);
  return items;
}

/**
 * The features' header pieces (data freshness, notification bell, after-login messages), each loaded on its own
 * once the screen's own requests have settled: their code and requests would otherwise compete with the screen
 * the reader opened (see whenRequestsQuiet).
 */
export function HeaderItems() {
  const quiet = useRequestsQuiet();
  if (!quiet) return null;
  return (
    <>
      {headerItemsOf(startupFeatures()).map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
