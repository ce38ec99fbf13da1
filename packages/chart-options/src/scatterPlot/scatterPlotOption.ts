import type { ChartValueFormat, ScatterRawOutput, ScatterSettingsUsed } from '@shelfsight/contracts';
import { encodeHtml } from '../encodeHtml';
import type { ChartOption } from '../echarts';
import { fittedAxisScale, formatAxisLabel, formatChartValue, seriesColor } from '../format';

interface ScatterParam {
  seriesIndex: number;
  dataIndex: number;
}

/** Up to this many points in all, each carries its name beside it; more would cover one another. */
export const SCATTER_LABELLED_POINTS = 15;

/** A point's name beside it is cut to this width in pixels (the tooltip has it whole). */
const POINT_LABEL_WIDTH = 140;

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
  // Fitted to the data: the points spread over the plot rather than crowd into one spot of an axis from zero.
  const xScale = fittedAxisScale(
    points.map((point) => point.x),
    xFormat,
  );
  const yScale = fittedAxisScale(
    points.map((point) => point.y),
    yFormat,
  );
  const grouped = data.series.length > 1;
  const labelled = points.length <= SCATTER_LABELLED_POINTS;

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
    // A click on a group's name hides or shows its points.
    legend: {
      show: grouped,
      type: 'scroll',
      top: 0,
      selectedMode: 'multiple',
      data: data.series.map((series) => series.label),
    },
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
      label: {
        show: labelled,
        position: 'right',
        fontSize: 11,
        width: POINT_LABEL_WIDTH,
        overflow: 'truncate',
        formatter: ({ dataIndex }: { dataIndex: number }) => series.points[dataIndex]?.label ?? '',
      },
      labelLayout: { hideOverlap: true },
      // The point under the pointer stands out, with its name even where names are not shown.
      emphasis: { focus: 'self', scale: 1.5, label: { show: true } },
    })),
  };
}
