import { useRequestsQuiet } from '@shelfsight/api-client';
import { lazy, Suspense } from 'react';
import { startupFeatures } from '../../features';

// Made once, at module level: a lazy component recreated on render would remount and refetch.
const items = startupFeatures.flatMap((feature) =>
  (feature.headerItems ?? []).map((item) => ({ id: item.id, Component: lazy(item.load) })),
);

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
      {items.map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
