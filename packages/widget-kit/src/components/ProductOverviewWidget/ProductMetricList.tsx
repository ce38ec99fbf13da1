import type { ProductOverviewProduct } from '@shelfsight/contracts';
import { TrendBadge } from '@shelfsight/ui-kit';
import { formatCellValue } from '../DataTableWidget';

/** A product card's key metrics, best first as the answer lists them: name, value and change. */
export function ProductMetricList({ metrics }: { metrics: ProductOverviewProduct['metrics'] }) {
  return (
    <dl
      style={{
        margin: '12px 0 0',
        display: 'grid',
        gridTemplateColumns: '1fr auto auto',
        gap: '4px 8px',
        alignItems: 'center',
      }}
    >
      {metrics.map((metric) => (
        <div key={metric.key} style={{ display: 'contents' }}>
          <dt>{metric.name}</dt>
          <dd style={{ margin: 0, textAlign: 'right', fontWeight: 600 }}>
            {formatCellValue(metric.value, metric.format, metric.currency)}
          </dd>
          <dd style={{ margin: 0 }}>
            {metric.trend === null ? null : <TrendBadge value={metric.trend} invertColors={metric.lowerIsBetter} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
