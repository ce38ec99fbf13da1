import type { ReactNode } from 'react';

/**
 * Holds a table wider than its card. On screen the table scrolls itself (antd's sideways scrolling behind a
 * pinned first column); in print it is a plain table in a box that overflows sideways, looking the same.
 */
export function WideTableBox({ printed, children }: { printed: boolean; children: ReactNode }) {
  return printed ? <div style={{ overflowX: 'auto' }}>{children}</div> : children;
}
