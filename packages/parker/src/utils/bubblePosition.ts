/** Where the floating Parker bubble sits, in px from the window's top-left corner. */
export interface BubblePosition {
  x: number;
  y: number;
}

export const BUBBLE_POSITION_KEY = 'parkerBubblePosition';
/** Movement up to this many px is a click on the bubble, beyond it a drag (spec 3 §4.7). */
export const BUBBLE_DRAG_THRESHOLD_PX = 5;

export function isDrag(from: BubblePosition, to: BubblePosition): boolean {
  return Math.hypot(to.x - from.x, to.y - from.y) > BUBBLE_DRAG_THRESHOLD_PX;
}

/** Keeps the whole bubble inside the window, e.g. after the window shrank since it was stored. */
export function clampToWindow(
  position: BubblePosition,
  bubbleSize: number,
  viewport: { width: number; height: number },
): BubblePosition {
  const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));
  return {
    x: clamp(position.x, viewport.width - bubbleSize),
    y: clamp(position.y, viewport.height - bubbleSize),
  };
}

/**
 * Where the bubble shows while the chat drawer, `drawerWidth` wide, is open at the window's right edge: at its own
 * place when that is clear of the drawer, else just left of the drawer at the same height, so it never covers the
 * drawer's question box or answers; null when the drawer leaves no room beside it (maximised), since the drawer's own
 * close button then closes it.
 */
export function clearOfDrawer(
  position: BubblePosition,
  bubbleSize: number,
  gap: number,
  drawerWidth: number,
  viewport: { width: number },
): BubblePosition | null {
  const drawerLeft = viewport.width - drawerWidth;
  if (position.x + bubbleSize <= drawerLeft) return position;
  const x = drawerLeft - bubbleSize - gap;
  return x < 0 ? null : { x, y: position.y };
}

/** Reads the stored position; anything unreadable counts as "never moved". */
export function readStoredBubblePosition(storage: Pick<Storage, 'getItem'>): BubblePosition | null {
  const raw = storage.getItem(BUBBLE_POSITION_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      Number.isFinite((parsed as BubblePosition).x) &&
      Number.isFinite((parsed as BubblePosition).y)
    ) {
      return { x: (parsed as BubblePosition).x, y: (parsed as BubblePosition).y };
    }
  } catch {
    // A corrupt value is dropped rather than breaking the layout.
  }
  return null;
}

export function storeBubblePosition(storage: Pick<Storage, 'setItem'>, position: BubblePosition): void {
  storage.setItem(BUBBLE_POSITION_KEY, JSON.stringify(position));
}
