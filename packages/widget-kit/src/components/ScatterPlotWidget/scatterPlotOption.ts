import type { ChartValueFormat, ScatterRawOutput, ScatterSettingsUsed } from '@shelfsight/contracts';
import { encodeHtml } from '../../charts/encodeHtml';
import type { ChartOption } from '../../charts/echarts';
import { formatAxisLabel, formatChartValue, seriesColor, valueAxisScale } from '../../format';

interface ScatterParam {
  seriesIndex: number;
  dataIndex: number;
}

/** A money value in its series' currency (a series per currency when the answer has several). */
const inCurrency = (format: ChartValueFormat, currencyCode: string | null | undefined): ChartValueFormat =>
  format.type === 'currency' && currencyCode ? { type: 'currency', currencyCode } : format;

/** An axis shared by series in different currencies shows plain numbers rather than one currency's symbol. */
const axisFormat = (format: ChartValueFormat, currencies: Set<string>): ChartValueFormat =>
  format.type === 'currency' && currencies.size > 1 ? { type: 'number' } : format;

/** One dot per item, a colour per group (or currency), both axes named after their metrics. */
export function buildScatterPlotOption(
  data: ScatterRawOutput,
  settings: ScatterSettingsUsed,
  animation = true,
): ChartOption {
  const { xAxis, yAxis } = settings;
  const points = data.series.flatMap((series) => series.points);
  const currencies = new Set(data.series.flatMap((series) => (series.currencyCode ? [series.currencyCode] : [])));
  const xFormat = axisFormat(xAxis.valueFormat, currencies);
  const yFormat = axisFormat(yAxis.valueFormat, currencies);
  const xScale = valueAxisScale(
    points.map((point) => point.x),
    xFormat,
  );
  const yScale = valueAxisScale(
    points.map((point) => point.y),
    yFormat,
  );
  const grouped = data.series.length > 1;

  return {
    animation,
    // Room at the top for the legend and at the bottom and left for the axis names.
    grid: {
      top: grouped ? 40 : 20,
      right: 20,
      bottom: 50,
      left: 60,
      outerBoundsMode: 'same',
      outerBoundsContain: 'axisLabel',
    },
    legend: { show: grouped, type: 'scroll', top: 0, data: data.series.map((series) => series.label) },
    tooltip: {
      trigger: 'item',
      formatter: (raw: unknown) => {
        const { seriesIndex, dataIndex } = raw as ScatterParam;
        const series = data.series[seriesIndex];
        const point = series?.points[dataIndex];
        if (!series || !point) return '';
        return [
          `<div><b>${encodeHtml(point.label)}</b></div>`,
          grouped ? `<div>${encodeHtml(series.label)}</div>` : '',
          `<div>${encodeHtml(xAxis.metricName)}: <b>${formatChartValue(point.x, inCurrency(xAxis.valueFormat, series.currencyCode))}</b></div>`,
          `<div>${encodeHtml(yAxis.metricName)}: <b>${formatChartValue(point.y, inCurrency(yAxis.valueFormat, series.currencyCode))}</b></div>`,
        ].join('');
      },
    },
    xAxis: {
      type: 'value',
      ...xScale,
      name: xAxis.metricName,
      nameLocation: 'middle',
      nameGap: 30,
      inverse: xAxis.valueFormat.type === 'rank',
      axisLabel: { formatter: (value: number) => formatAxisLabel(value, xFormat) },
    },
    yAxis: {
      type: 'value',
      ...yScale,
      name: yAxis.metricName,
      nameLocation: 'middle',
      nameGap: 45,
      inverse: yAxis.valueFormat.type === 'rank',
      axisLabel: { formatter: (value: number) => formatAxisLabel(value, yFormat) },
    },
    series: data.series.map((series, index) => ({
      type: 'scatter',
      id: series.seriesKey,
      name: series.label,
      color: seriesColor(index),
      symbolSize: 8,
      data: series.points.map((point) => [point.x, point.y]),
    })),
  };
}
