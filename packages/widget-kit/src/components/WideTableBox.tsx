import { RightOutlined } from '@ant-design/icons';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode, type RefObject } from 'react';

export const WIDE_TABLE_TEXTS = { scrollHint: 'Scroll sideways for more columns' } as const;

/** A box whose content, wider than the box, scrolls sideways in it. */
export function SidewaysBox({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}>{children}</div>;
}

interface Clipping {
  /** The content is wider than the box. */
  clipped: boolean;
  /** Scrolled to its right end: nothing more to see that way. */
  atEnd: boolean;
}

/**
 * Whether the box's content is cut off on the right, followed as the box or its content change size and as the
 * reader scrolls. Read in the resize observer's callback (after layout), never forcing a layout of its own.
 */
function useClipping(box: RefObject<HTMLDivElement | null>): Clipping {
  const [clipping, setClipping] = useState<Clipping>({ clipped: false, atEnd: true });
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => {
      const clipped = element.scrollWidth > element.clientWidth + 1;
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
      setClipping((last) => (last.clipped === clipped && last.atEnd === atEnd ? last : { clipped, atEnd }));
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener('scroll', measure);
    };
  }, [box]);
  return clipping;
}

const EDGE_SHADOW: CSSProperties = {
  position: 'absolute',
  top: 0,
  right: 0,
  bottom: 0,
  width: 24,
  pointerEvents: 'none',
  zIndex: 3,
  background: 'linear-gradient(to left, rgba(0, 0, 0, 0.14), rgba(0, 0, 0, 0))',
};

/**
 * Holds a table wider than its card: a plain table in a box that scrolls sideways, its first column pinned on
 * screen (pinnedCellProps). antd's own sideways scrolling (`scroll.x`, `fixed`) measured every column after the
 * table's first render and rendered it twice more, with a forced layout of the page each time, while a dashboard
 * was drawing. When columns are cut off, the box says so: a line 'Scroll sideways for more columns' above it and a
 * shadow on its right edge until the reader has scrolled to the end. On screen only: a printed table is a PrintedTable,
 * in blocks of columns where it is wide.
 */
export function WideTableBox({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const { clipped, atEnd } = useClipping(box);
  return (
    <div>
      {clipped ? (
        <div
          style={{ textAlign: 'right', fontSize: 12, color: 'var(--ant-color-text-secondary)' }}
          data-testid="scroll-hint"
        >
          {WIDE_TABLE_TEXTS.scrollHint} <RightOutlined aria-hidden />
        </div>
      ) : null}
      <div style={{ position: 'relative' }}>
        <div ref={box} style={{ overflowX: 'auto' }} data-wide-table-box="">
          {/* As wide as the table's content (no column squeezed to wrap its heading), at least as wide as the box. */}
          <div style={{ width: 'max-content', minWidth: '100%' }}>{children}</div>
        </div>
        {clipped && !atEnd ? <div style={EDGE_SHADOW} data-testid="scroll-shadow" /> : null}
      </div>
    </div>
  );
}

const pinned: CSSProperties = { position: 'sticky', insetInlineStart: 0, zIndex: 2 };
const PINNED_BODY_CELL: CSSProperties = { ...pinned, background: 'var(--ant-color-bg-container)' };
const PINNED_HEADER_CELL: CSSProperties = { ...pinned, background: 'var(--ant-table-header-bg)' };

/**
 * The first column's cell props (`onCell`, `onHeaderCell`) that keep it in place while the table scrolls sideways
 * in its WideTableBox: on screen only (a printed table does not scroll). Opaque, so the columns pass under it.
 */
export function pinnedCellProps(printed: boolean, part: 'header' | 'body'): { style?: CSSProperties } {
  if (printed) return {};
  return { style: part === 'header' ? PINNED_HEADER_CELL : PINNED_BODY_CELL };
}
