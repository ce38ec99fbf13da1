import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

/** How far below (or above) the visible part of the page a widget starts loading. */
export const NEAR_VIEWPORT_MARGIN = '800px';

/**
 * True once the element has come within `margin` of the viewport, and from then on: a dashboard's widgets
 * far below the fold ask for their data only when the reader scrolls towards them. Without
 * IntersectionObserver (old browsers) everything counts as near. `always` (the print layout, which draws every
 * widget) counts as near from the start and measures nothing: each card reading its place would make the
 * browser lay out the page again while fifty widgets mount.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { margin = NEAR_VIEWPORT_MARGIN, always = false }: { margin?: string; always?: boolean } = {},
): boolean {
  const [near, setNear] = useState(() => always || typeof IntersectionObserver === 'undefined');
  // Already near when first laid out (the widgets at the top): known before the first paint, so their data is
  // asked at once instead of a frame later, when the observer first reports.
  useLayoutEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const reach = Number.parseFloat(margin);
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom >= -reach && top <= window.innerHeight + reach) setNear(true);
    // Only the first layout: later moves are the observer's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
