import { useRequestsQuiet } from '@shelfsight/api-client';
import { Suspense, useSyncExternalStore } from 'react';
import { shellSlotRegistry } from '../../shellFeatures';

/**
 * The `header.items` slot (data freshness, notification bell, after-login messages), each piece loaded on its own
 * once the screen's own requests have settled: their code and requests would otherwise compete with the screen
 * the reader opened (see whenRequestsQuiet). The pieces come from the start-up features; it does not bring in the
 * others for them.
 */
export function HeaderItems({ registry = shellSlotRegistry() }) {
  const quiet = useRequestsQuiet();
  useSyncExternalStore(registry.subscribe, registry.version);
  if (!quiet) return null;
  return (
    <>
      {registry.contributions('header.items').map(({ id, Component }) => (
        <Suspense key={id} fallback={null}>
          <Component />
        </Suspense>
      ))}
    </>
  );
}
