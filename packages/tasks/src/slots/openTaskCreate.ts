import { type TaskCreateLink, withTaskDialog } from '@shelfsight/contracts';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Opens the task create dialog linked to `link` once, on mount (an action slot mounts its contribution when the
 * action is chosen): the address names it, so the main layout's `taskDetails` overlay shows it over the screen the
 * action was chosen on, and the screen's own parameters (an open product's details) stay.
 */
export function useOpenTaskCreate(link: TaskCreateLink): void {
  const [, setSearch] = useSearchParams();
  const { productId, widgetId } = link;
  // The router gives a new setter whenever the address changes, and the component stays mounted after the dialog
  // closes: without this, closing the dialog (a change of the address) would open it again.
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const linked: TaskCreateLink = {
      ...(productId !== undefined ? { productId } : {}),
      ...(widgetId !== undefined ? { widgetId } : {}),
    };
    setSearch((current) => withTaskDialog(current, { kind: 'create', link: linked }));
  }, [setSearch, productId, widgetId]);
}

/** The product's id as the create call takes it; the address carries it as text, and only a whole number links. */
export function productIdOf(productDummyId: string | number): number | undefined {
  const text = String(productDummyId);
  return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : undefined;
}
