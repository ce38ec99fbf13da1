import type { ChartDetailsAnswer, ProductDetails } from '@shelfsight/contracts';
import { DAY_PICKER_FORMAT, DelayedSpin, LuxonRangePicker } from '@shelfsight/ui-kit';
import { LineChartWidget } from '@shelfsight/widget-kit';
import { Alert, Empty, Radio, Space } from 'antd';
import { DateTime } from 'luxon';
import { useState } from 'react';
import { trendMetrics, type TrendMetric } from './trendMetrics';
import { TrendLinesMenu } from './TrendLinesMenu';

export interface TrendPeriod {
  dateFrom: string;
  dateTo: string;
}

export interface TrendsViewProps {
  metric: TrendMetric;
  onMetricChange: (metric: TrendMetric) => void;
  period: TrendPeriod;
  onPeriodChange: (period: TrendPeriod) => void;
  /** The days the customer's data retention allows. */
  retention: ProductDetails['retention'];
  answer?: ChartDetailsAnswer;
  loading?: boolean;
  failed?: boolean;
}

// The days come from the server as valid ISO days; the picker's value type wants a valid DateTime.
const pickerDay = (iso: string) => DateTime.fromISO(iso) as DateTime<true>;

/** The Trends tab (spec 3 §2.1): one metric of the product as a line per retailer, keyword or category page. */
export function TrendsView({
  metric,
  onMetricChange,
  period,
  onPeriodChange,
  retention,
  answer,
  ...state
}: TrendsViewProps) {
  const [hiddenKeys, setHiddenKeys] = useState<string[]>([]);
  const lines = answer?.rawOutput.chartData ?? [];
  const shown = lines.filter((line) => !hiddenKeys.includes(line.seriesKey));

  const chart = () => {
    if (state.failed) return <Alert type="error" showIcon title="The trend could not be loaded." />;
    if (state.loading || !answer) return <DelayedSpin />;
    if (lines.length > 0 && shown.length === 0) return <Empty description="Every line is hidden." />;
    return <LineChartWidget data={{ ...answer.rawOutput, chartData: shown }} settings={answer.settingsUsed} />;
  };

  return (
    <Space orientation="vertical" size="middle" style={{ display: 'flex' }}>
      <Radio.Group
        aria-label="Metric"
        optionType="button"
        value={metric.metric}
        options={trendMetrics.map((item) => ({ value: item.metric, label: item.label }))}
        onChange={(event) => {
          const chosen = trendMetrics.find((item) => item.metric === event.target.value);
          if (chosen) onMetricChange(chosen);
        }}
      />
      <Space wrap>
        <LuxonRangePicker
          aria-label="Period"
          format={DAY_PICKER_FORMAT}
          allowClear={false}
          value={[pickerDay(period.dateFrom), pickerDay(period.dateTo)]}
          minDate={pickerDay(retention.minDate)}
          maxDate={pickerDay(retention.maxDate)}
          onChange={(days) => {
            const dateFrom = days?.[0]?.toISODate();
            const dateTo = days?.[1]?.toISODate();
            if (dateFrom && dateTo) onPeriodChange({ dateFrom, dateTo });
          }}
        />
        {lines.length > 1 ? (
          <TrendLinesMenu lines={lines} hiddenKeys={hiddenKeys} onHiddenKeysChange={setHiddenKeys} />
        ) : null}
      </Space>
      {chart()}
    </Space>
  );
}
