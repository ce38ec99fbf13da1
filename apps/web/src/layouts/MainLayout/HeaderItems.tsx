import { lazy, Suspense } from 'react';
import { startupFeatures } from '../../features';

// Made once, at module level: a lazy component recreated on render would remount and refetch.
const items = startupFeatures.flatMap((feature) =>
  (feature.headerItems ?? []).map((item) => ({ id: item.id, Component: lazy(item.load) })),
);

/** The features' header pieces (notification bell, after-login messages), each loaded on its own. */
export function HeaderItems() {
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
