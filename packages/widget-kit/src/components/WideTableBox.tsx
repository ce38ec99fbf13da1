import type { CSSProperties, ReactNode } from 'react';

/** A box whose content, wider than the box, scrolls sideways in it. */
export function SidewaysBox({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}>{children}</div>;
}

/**
 * Holds a table wider than its card: a plain table in a box that scrolls sideways, on screen and in print alike,
 * its first column pinned on screen (pinnedCellProps). antd's own sideways scrolling (`scroll.x`, `fixed`)
 * measured every column after the table's first render and rendered it twice more, with a forced layout of the
 * page each time, while a dashboard was drawing.
 */
export function WideTableBox({ children }: { children: ReactNode }) {
  // As wide as the table's content (no column squeezed to wrap its heading), at least as wide as the box.
  return (
    <SidewaysBox>
      <div style={{ width: 'max-content', minWidth: '100%' }}>{children}</div>
    </SidewaysBox>
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
