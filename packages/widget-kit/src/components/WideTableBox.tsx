import type { ReactNode } from 'react';

/** A box whose content, wider than the box, scrolls sideways in it. */
export function SidewaysBox({ children }: { children: ReactNode }) {
  return <div style={{ overflowX: 'auto' }}>{children}</div>;
}

/**
 * Holds a table wider than its card. On screen the table scrolls itself (antd's sideways scrolling behind a
 * pinned first column); in print it is a plain table in a box that overflows sideways, looking the same.
 * The table takes its `scroll` and its first column's `fixed` from wideTableScroll and pinnedFirstColumn.
 */
export function WideTableBox({ printed, children }: { printed: boolean; children: ReactNode }) {
  return printed ? <SidewaysBox>{children}</SidewaysBox> : children;
}

/** The table's own sideways scrolling, on screen only. */
export const wideTableScroll = (printed: boolean) => (printed ? undefined : { x: 'max-content' as const });

/** The first column stays in place while the table scrolls, on screen only. */
export const pinnedFirstColumn = (printed: boolean) => (printed ? undefined : ('left' as const));
