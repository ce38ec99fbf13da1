import type { PerformanceOverviewOutput } from '@shelfsight/contracts';
import { ProductDetailsInfoButton, TrendBadge } from '@shelfsight/ui-kit';
import { Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { HTMLAttributes, KeyboardEvent } from 'react';
import { isItemKey, type WidgetItem, type WidgetItemClickHandler } from '../../utils/widgetItem';
import { formatCellValue } from '../DataTableWidget';

type Item = PerformanceOverviewOutput['items'][number];
type Row = Omit<Item, 'subRows'> & { children?: Row[] };

export interface PerformanceOverviewWidgetProps {
  output: PerformanceOverviewOutput;
  loading?: boolean;
  onProductDetails?: (productDummyId: string | number) => void;
  /**
   * Makes rows of dimension items clickable (mouse, or Enter on the focused row), with the metric's id; a sub
   * row gives its own item, with its parent's as `crossItem`.
   */
  onItemClick?: WidgetItemClickHandler;
}

// Rows without a split get no children array, so antd draws no expand button for them.
const toRow = ({ subRows, ...item }: Item): Row =>
  subRows.length > 0 ? { ...item, children: subRows.map((sub) => ({ ...sub, key: `${item.key}/${sub.key}` })) } : item;

/**
 * PERFORMANCE_OVERVIEW widget: the metric per dimension value against the compare period, with the change as a
 * trend badge; a sub dimension opens under each value. Without compare data the compare columns are left out.
 */
/** Each row key's item and, for sub rows, the parent's item; rows whose keys name no item are absent. */
function clickTargets(items: readonly Item[]): Map<string, { item: WidgetItem; crossItem?: WidgetItem }> {
  const targets = new Map<string, { item: WidgetItem; crossItem?: WidgetItem }>();
  const itemOf = ({ key, label }: { key: string; label: string }) => (isItemKey(key) ? { key, label } : null);
  for (const entry of items) {
    const parent = itemOf(entry);
    if (parent) targets.set(entry.key, { item: parent });
    for (const sub of entry.subRows) {
      const item = itemOf(sub);
      if (item) targets.set(`${entry.key}/${sub.key}`, { item, ...(parent ? { crossItem: parent } : {}) });
    }
  }
  return targets;
}

export function PerformanceOverviewWidget({
  output,
  loading,
  onProductDetails,
  onItemClick,
}: PerformanceOverviewWidgetProps) {
  const { metric, dimension } = output;
  const rows = output.items.map(toRow);
  const targets = onItemClick ? clickTargets(output.items) : new Map();
  const rowProps = (row: Row): HTMLAttributes<HTMLElement> => {
    const target = targets.get(row.key);
    if (!onItemClick || !target) return {};
    const open = () =>
      onItemClick(target.item, { metricId: metric.id, ...(target.crossItem ? { crossItem: target.crossItem } : {}) });
    return {
      onClick: open,
      // Only the row's own key presses: Enter on a button inside it belongs to that button.
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.target === event.currentTarget && (event.key === 'Enter' || event.key === ' ')) {
          event.preventDefault();
          open();
        }
      },
      tabIndex: 0,
      style: { cursor: 'pointer' },
    };
  };
  const compares = output.items.some(
    (item) => item.compareValue !== null || item.subRows.some((sub) => sub.compareValue !== null),
  );
  const format = (value: number | null) => formatCellValue(value, metric.format, metric.currency);

  const columns: ColumnsType<Row> = [
    {
      key: 'label',
      title: output.subDimension ? `${dimension.name} / ${output.subDimension.name}` : dimension.name,
      render: (_, row) => (
        // A plain flex box: one per row, where antd's Flex costs more to mount than the label.
        <div style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
          <span>{row.label}</span>
          {onProductDetails ? (
            <ProductDetailsInfoButton productDummyId={row.productDummyId} onClick={onProductDetails} />
          ) : null}
        </div>
      ),
    },
    { key: 'value', title: metric.name, align: 'right', render: (_, row) => format(row.value) },
  ];
  if (compares) {
    columns.push(
      { key: 'compare', title: 'Previous period', align: 'right', render: (_, row) => format(row.compareValue) },
      {
        key: 'trend',
        title: 'Change',
        align: 'right',
        render: (_, row) => <TrendBadge value={row.trend} invertColors={metric.lowerIsBetter} />,
      },
    );
  }

  // Wide tables scroll sideways in their own box. (The table's scroll.x would measure every column after
  // each render, forcing a layout of the whole page per table while a dashboard draws.)
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<Row>
        size="small"
        rowKey="key"
        loading={loading}
        columns={columns}
        dataSource={rows}
        onRow={rowProps}
        pagination={false}
      />
    </div>
  );
}
