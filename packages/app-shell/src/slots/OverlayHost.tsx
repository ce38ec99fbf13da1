import { useSlotRegistry } from '@shelfsight/api-client';
import { isOverlayOpen, overlayIds, withoutOverlay } from '@shelfsight/contracts';
import { Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Mounts the overlays the address opens (contracts' `overlays`): each while its search parameter is present,
 * closed by removing its parameters. An overlay of a feature not yet collected brings in the other features first,
 * so a reloaded or shared link opens it on any screen.
 */
export function OverlayHost() {
  const registry = useSlotRegistry();
  const [search, setSearch] = useSearchParams();
  const open = overlayIds.filter((id) => isOverlayOpen(id, search));
  const unknown = open.some((id) => registry.overlay(id) === undefined);
  useEffect(() => {
    // A chunk that fails to load leaves the overlay closed; the next address that opens one asks again.
    if (unknown && !registry.isComplete()) registry.discover().catch(() => undefined);
  }, [unknown, registry]);

  return open.map((id) => {
    const overlay = registry.overlay(id);
    if (!overlay) return null;
    const close = () => setSearch((current) => withoutOverlay(id, current));
    return (
      <Suspense key={id} fallback={null}>
        <overlay.Component close={close} />
      </Suspense>
    );
  });
}
