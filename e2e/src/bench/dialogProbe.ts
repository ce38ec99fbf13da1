/// <reference lib="dom" />
// What runs inside the page the product details dialog bench drives: armed before each click, it notes the click
// on a 'View product details' button and when the dialog's first tab first shows the product's data.

export interface DialogTiming {
  /** The click's own time (the event's timeStamp), ms after navigation start; null until the click. */
  clickAt: number | null;
  /** ms after navigation start of the frame after the open tab first showed a row of the product's retailers. */
  drawnAt: number | null;
}

/**
 * Checked once a frame after every change of the page: the open tab of the details dialog (the modal with the
 * details' tab bar) holds a table row with text. The Summary table has rows only once the details have come
 * (a row per retailer with a page), so the modal's frame, its spinner or an empty table do not count. The time
 * is taken at the frame after that, when the row has been painted. From the DOM only: no hook into the app.
 */
export function armDialogProbe(): void {
  const state: DialogTiming = { clickAt: null, drawnAt: null };
  (window as unknown as { __dialog: DialogTiming }).__dialog = state;
  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[aria-label="View product details"]')) {
      state.clickAt = event.timeStamp;
      document.removeEventListener('click', onClick, true);
    }
  };
  document.addEventListener('click', onClick, true);
  let scheduled = false;
  const check = () => {
    scheduled = false;
    if (state.clickAt === null || state.drawnAt !== null) return;
    const dialog = [...document.querySelectorAll('.ant-modal')].find((modal) =>
      [...modal.querySelectorAll('[role="tab"]')].some((tab) => tab.textContent?.trim() === 'PDP'),
    );
    // The open tab's panel is the one its tab controls.
    const controls = dialog?.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('aria-controls');
    const panel = controls ? document.getElementById(controls) : null;
    const row = panel?.querySelector('.ant-table-tbody tr.ant-table-row');
    if (!row?.textContent?.trim()) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      state.drawnAt = performance.now();
    });
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}
