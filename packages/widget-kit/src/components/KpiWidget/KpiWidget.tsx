import type { KpiRawOutput, KpiSettingsUsed } from '@shelfsight/contracts';
import { formatPrettyDate, TrendBadge } from '@shelfsight/ui-kit';
import { Button, Flex, Typography } from 'antd';
import { formatChartValue, higherIsBetterFor } from '../../format';
import { comparisonApplies, kpiChange } from './kpiComparison';

export interface KpiWidgetProps {
  data: KpiRawOutput;
  settings: KpiSettingsUsed;
  /** Makes the value a button, for what concerns the whole widget (its details). */
  onValueClick?: () => void;
}

export const KPI_DETAILS = 'Show the details';

function period(from: string, to: string) {
  return from === to ? formatPrettyDate(from) : `${formatPrettyDate(from)} – ${formatPrettyDate(to)}`;
}

/** One aggregated value with its change against the comparison period. */
export function KpiWidget({ data, settings, onValueClick }: KpiWidgetProps) {
  const format = settings.valueFormat;
  const compare = comparisonApplies(settings);
  const change = kpiChange(data.value, data.compareValue, format);
  return (
    <Flex vertical gap={4} role="group" aria-label={settings.metricName}>
      <Typography.Text type="secondary">{settings.metricName}</Typography.Text>
      <Flex align="center" gap={12} wrap>
        {onValueClick ? (
          <Button
            type="link"
            style={{ fontSize: 32, lineHeight: 1.2, height: 'auto', padding: 0, fontWeight: 600 }}
            data-testid="kpi-value"
            title={KPI_DETAILS}
            onClick={onValueClick}
          >
            {formatChartValue(data.value, format)}
          </Button>
        ) : (
          <Typography.Text strong style={{ fontSize: 32, lineHeight: 1.2 }} data-testid="kpi-value">
            {formatChartValue(data.value, format)}
          </Typography.Text>
        )}
        {compare ? (
          <TrendBadge value={change} invertColors={!higherIsBetterFor(format, settings.higherIsBetter)} />
        ) : null}
      </Flex>
      <Typography.Text type="secondary">{period(settings.dateFrom, settings.dateTo)}</Typography.Text>
      {compare ? (
        <Typography.Text type="secondary">
          vs {formatChartValue(data.compareValue, format)} in{' '}
          {period(settings.compareDateFrom as string, settings.compareDateTo as string)}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
