export { TrendBadge } from './TrendBadge';
export type { TrendBadgeProps } from './TrendBadge';
