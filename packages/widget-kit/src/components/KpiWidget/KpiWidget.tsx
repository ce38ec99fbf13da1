import type { KpiRawOutput, KpiSettingsUsed } from '@shelfsight/contracts';
import { formatPrettyDate, TrendBadge } from '@shelfsight/ui-kit';
import { Button, theme } from 'antd';
import { formatChartValue, higherIsBetterFor } from '@shelfsight/chart-options';
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
  // Plain elements in the theme's colours: a dashboard shows many KPIs, and antd's Typography and Flex cost far
  // more per element to mount than the text they hold.
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }} role="group" aria-label={settings.metricName}>
      <span style={secondary}>{settings.metricName}</span>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
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
          <strong style={{ fontSize: 32, lineHeight: 1.2, fontWeight: 600 }} data-testid="kpi-value">
            {formatChartValue(data.value, format)}
          </strong>
        )}
        {compare ? (
          <TrendBadge value={change} invertColors={!higherIsBetterFor(format, settings.higherIsBetter)} />
        ) : null}
      </div>
      <span style={secondary}>{period(settings.dateFrom, settings.dateTo)}</span>
      {compare ? (
        <span style={secondary}>
          vs {formatChartValue(data.compareValue, format)} in{' '}
          {period(settings.compareDateFrom as string, settings.compareDateTo as string)}
        </span>
      ) : null}
    </div>
  );
}
