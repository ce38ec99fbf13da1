import { MessageOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import {
  type BubblePosition,
  clampToWindow,
  clearOfDrawer,
  isDrag,
  readStoredBubblePosition,
  storeBubblePosition,
} from '../../utils/bubblePosition';

export const BUBBLE_SIZE = 56;
/** Where the bubble sits until the user moves it: the bottom right corner, clear of the edges. */
const CORNER_GAP = 24;

const viewport = () => ({ width: window.innerWidth, height: window.innerHeight });

type Viewport = ReturnType<typeof viewport>;

const cornerOf = ({ width, height }: Viewport): BubblePosition => ({
  x: width - BUBBLE_SIZE - CORNER_GAP,
  y: height - BUBBLE_SIZE - CORNER_GAP,
});

export interface ParkerBubbleProps {
  /** Whether the chat drawer is open (the bubble then closes it). */
  open: boolean;
  /** The open drawer's width at the window's right edge: the bubble keeps out of it. */
  drawerWidth?: number;
  onToggle: () => void;
}

/**
 * The floating bubble that opens Parker (spec 3 §2.6, §4.7). It can be dragged anywhere in the window: movement
 * over 5 px is a drag, not a click; where it was left is kept in local storage and clamped to the window, also
 * when the window shrinks (and it goes back there when the window grows); until then it keeps to the corner. While the drawer is open the bubble steps out of it (clearOfDrawer), so it never covers
 * the question box; where the user left it is kept for when the drawer closes.
 */
export function ParkerBubble({ open, drawerWidth = 0, onToggle }: ParkerBubbleProps) {
  // Where the user left it, or null for the corner, which follows the window as it shrinks and grows.
  const [placed, setPlaced] = useState<BubblePosition | null>(() => readStoredBubblePosition(window.localStorage));
  const [windowSize, setWindowSize] = useState(viewport);
  const position = clampToWindow(placed ?? cornerOf(windowSize), BUBBLE_SIZE, windowSize);
  const drag = useRef<{ pointer: BubblePosition; origin: BubblePosition; moved: boolean } | null>(null);
  // The click that ends a drag must not open or close the drawer.
  const suppressClick = useRef(false);

  useEffect(() => {
    const onResize = () => setWindowSize(viewport());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const shown = open ? clearOfDrawer(position, BUBBLE_SIZE, CORNER_GAP, drawerWidth, windowSize) : position;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0 || !shown) return;
    drag.current = { pointer: { x: event.clientX, y: event.clientY }, origin: shown, moved: false };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (!current) return;
    const pointer = { x: event.clientX, y: event.clientY };
    if (!current.moved && !isDrag(current.pointer, pointer)) return;
    current.moved = true;
    const next = {
      x: current.origin.x + pointer.x - current.pointer.x,
      y: current.origin.y + pointer.y - current.pointer.y,
    };
    setPlaced(clampToWindow(next, BUBBLE_SIZE, viewport()));
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    if (!current?.moved) return;
    suppressClick.current = true;
    const pointer = { x: event.clientX, y: event.clientY };
    const next = clampToWindow(
      { x: current.origin.x + pointer.x - current.pointer.x, y: current.origin.y + pointer.y - current.pointer.y },
      BUBBLE_SIZE,
      viewport(),
    );
    setPlaced(next);
    storeBubblePosition(window.localStorage, next);
  };

  if (!shown) return null;
  return (
    <Tooltip title={open ? 'Close Parker' : 'Ask Parker'} placement="left">
      <Button
        type="primary"
        shape="circle"
        aria-label={open ? 'Close Parker' : 'Ask Parker'}
        aria-pressed={open}
        data-testid="parker-bubble"
        icon={<MessageOutlined style={{ fontSize: 24 }} />}
        style={{
          position: 'fixed',
          left: shown.x,
          top: shown.y,
          width: BUBBLE_SIZE,
          height: BUBBLE_SIZE,
          // Below dialogs' masks (antd's 1000): an open dialog covers the bubble as it covers the page.
          zIndex: 999,
          touchAction: 'none',
          boxShadow: '0 4px 12px rgba(0, 0, 0, 0.2)',
        }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onClick={() => {
          if (suppressClick.current) {
            suppressClick.current = false;
            return;
          }
          onToggle();
        }}
      />
    </Tooltip>
  );
}
