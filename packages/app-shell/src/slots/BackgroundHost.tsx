import { useRequestsQuiet, useSlot } from '@shelfsight/api-client';
import { Suspense } from 'react';

/**
 * The `layout.background` slot: pieces kept mounted on every signed-in screen (the product list processing poll
 * and its finished dialog). They come from any feature, so the other features are brought in for them (the main
 * layout has loaded their route tables already); each loads once the screen's own requests have settled, as the
 * header's pieces do, so that it does not compete with the screen the reader opened.
 */
export function BackgroundHost() {
  const quiet = useRequestsQuiet();
  const pieces = useSlot('layout.background');
  if (!quiet) return null;
  return pieces.map(({ id, Component }) => (
    <Suspense key={id} fallback={null}>
      <Component />
    </Suspense>
  ));
}
