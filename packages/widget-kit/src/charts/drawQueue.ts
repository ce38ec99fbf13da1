/** Main-thread time one slice of queued drawings may take before the browser gets to paint and answer input. */
export const DRAW_SLICE_MS = 32;

interface DrawJob {
  element: Element;
  /** Reads what the drawing needs from the page (sizes): done for every queued job before any draws. */
  measure: () => void;
  draw: () => void;
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
    if (performance.now() - started >= DRAW_SLICE_MS) break;
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
 * answers still arriving are handled in between. Returns a cancel function (for a chart unmounted unseen).
 */
export function queueDraw(element: Element, measure: () => void, draw: () => void): () => void {
  const job: DrawJob = { element, measure, draw };
  queue.push(job);
  schedule();
  return () => {
    const index = queue.indexOf(job);
    if (index >= 0) queue.splice(index, 1);
  };
}
