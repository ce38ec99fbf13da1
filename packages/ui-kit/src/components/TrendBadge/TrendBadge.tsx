import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { EMPTY_VALUE, formatPercent } from '@shelfsight/house-style';

export interface TrendBadgeProps {
  /** Change in percent points against the previous period; null when there is nothing to compare. */
  value: number | null;
  /** For metrics where a rise is bad (price, out-of-stock rate): up shows red, down green. */
  invertColors?: boolean;
}

/** Percent change with an arrow (spec 1 §2), coloured by whether the change is good. */
export function TrendBadge({ value, invertColors = false }: TrendBadgeProps) {
  if (value === null || Number.isNaN(value)) {
    return (
      <Tag variant="filled" aria-label="No change data">
        {EMPTY_VALUE}
      </Tag>
    );
  }
  // Round first so a change that shows as 0.0% is neither up nor down.
  const rounded = Math.round(value * 10) / 10;
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  const good = direction === 'flat' ? null : (direction === 'up') !== invertColors;
  const label = `${rounded > 0 ? '+' : ''}${formatPercent(Math.abs(rounded) === 0 ? 0 : rounded)}`;

  return (
    <Tag
      variant="filled"
      color={good === null ? 'default' : good ? 'success' : 'error'}
      icon={direction === 'up' ? <ArrowUpOutlined /> : direction === 'down' ? <ArrowDownOutlined /> : undefined}
      data-trend={direction}
    >
      {label}
    </Tag>
  );
}
