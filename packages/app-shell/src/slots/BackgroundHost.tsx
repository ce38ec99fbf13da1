import { useRequestsQuiet, useSlot } from '@shelfsight/api-client';
import { Component, Suspense, type ReactNode } from 'react';
import { reportError, toErrorReport } from '../bootstrap/errorLog';

/** A background piece that fails is reported and left out: the screen it sits beside goes on working. */
class PieceBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    reportError(toErrorReport(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

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
  return pieces.map(({ id, Component: Piece }) => (
    <PieceBoundary key={id}>
      <Suspense fallback={null}>
        <Piece />
      </Suspense>
    </PieceBoundary>
  ));
}
