import type { MatchStatus } from '@shelfsight/contracts';
import { Tag } from 'antd';

const LOOK: Record<MatchStatus, { color: string; label: string }> = {
  MATCHED: { color: 'success', label: 'Matched' },
  PARTIAL: { color: 'warning', label: 'Partly matched' },
  UNMATCHED: { color: 'default', label: 'Unmatched' },
};

export interface MatchStatusTagProps {
  status: MatchStatus;
}

/** Whether the product pages of a product were found at the retailers it is expected at. */
export function MatchStatusTag({ status }: MatchStatusTagProps) {
  const look = LOOK[status];
  return <Tag color={look.color}>{look.label}</Tag>;
}
