import type { ThresholdCss } from '@shelfsight/contracts';
import type { HTMLAttributes } from 'react';
import { thresholdStyle } from '../../utils/thresholds';

/** antd onCell props of a cell a threshold coloured; the data attribute lets tests and styles find it. */
export function thresholdCellProps(css: ThresholdCss | null): HTMLAttributes<HTMLElement> {
  return { style: thresholdStyle(css), ...(css ? { 'data-threshold': 'matched' } : {}) } as HTMLAttributes<HTMLElement>;
}
