import { type RefObject, useEffect, useState } from 'react';

/** How far below (or above) the visible part of the page a widget starts loading. */
export const NEAR_VIEWPORT_MARGIN = '800px';

/**
 * True once the element has come within `margin` of the viewport, and from then on: a dashboard's widgets
 * far below the fold ask for their data only when the reader scrolls towards them. Without
 * IntersectionObserver (old browsers, tests) everything counts as near.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
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
