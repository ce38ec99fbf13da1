import { type RefObject, useEffect, useState } from 'react';

/** Something inside is still asking for or drawing its data. */
const STILL_DRAWING = '[aria-busy="true"], .ant-skeleton, [data-widget-placeholder]';

/**
 * True once `loaded` and nothing inside `root` is still drawing: every widget has its answer drawn (or its
 * error shown). Watched with a MutationObserver, so it follows widgets that finish in any order.
 */
export function usePrintReady(root: RefObject<HTMLElement | null>, loaded: boolean): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = root.current;
    if (!loaded || !element) return;
    const check = () => setReady(element.querySelector(STILL_DRAWING) === null);
    check();
    const observer = new MutationObserver(check);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    return () => observer.disconnect();
  }, [root, loaded]);
  return ready;
}
