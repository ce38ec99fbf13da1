/**
 * Main-thread time one slice of queued drawings may take before the browser gets to paint and answer input.
 * Each slice ends in a paint of the whole page (about 10 ms for a dashboard), so slices are not made shorter
 * than needed: 100 ms keeps a click's reply well within the 200 ms that count as responsive.
 */
export const DRAW_SLICE_MS = 100;

interface DrawJob {
  element: Element;
  /** Reads what the drawing needs from the page (sizes): done for every queued job before any draws. */
  measure: () => void;
  draw: () => void;
  /** Drawn in the same task as the drawings before it, however long they took (see queueDraw). */
  together: boolean;
}

const queue: DrawJob[] = [];
let scheduled = false;

/** Higher on the page first: the charts a reader sees first draw first, the ones further down after. */
const byPlaceOnPage = (a: DrawJob, b: DrawJob) =>
  a.element.compareDocumentPosition(b.element) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

function runSlice() {
  scheduled = false;
  const started = performance.now();
  queue.sort(byPlaceOnPage);
  // Reading every size before anything is drawn costs one layout, not one per chart.
  for (const job of queue) job.measure();
  while (queue.length > 0) {
    queue.shift()?.draw();
    if (performance.now() - started >= DRAW_SLICE_MS && !queue[0]?.together) break;
  }
  if (queue.length > 0) schedule();
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A task of its own (not an animation frame, which a hidden tab never gets): the page paints in between.
  setTimeout(runSlice, 0);
}

/**
 * Queues a chart's first drawing. Fifty charts started by one render would otherwise draw in one long task
 * before anything shows; queued, they draw in slices of about DRAW_SLICE_MS, top of the page first, and the
 * answers still arriving are handled in between. `together`: for a page nobody clicks while it draws (the
 * print layout), where the paints between slices only cost time: such charts draw in one go. Returns a cancel
 * function (for a chart unmounted unseen).
 */
export function queueDraw(element: Element, measure: () => void, draw: () => void, together = false): () => void {
  const job: DrawJob = { element, measure, draw, together };
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}
