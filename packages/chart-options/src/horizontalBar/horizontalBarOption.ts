import type { HorizontalBarRawOutput, HorizontalBarSettingsUsed } from '@shelfsight/contracts';
import { formatPrettyDate } from '@shelfsight/house-style';
import { encodeHtml } from '../encodeHtml';
import type { ChartOption } from '../echarts';
import {
  CHART_PALETTE,
  GRAPH_BASE_HEIGHT,
  formatAxisLabel,
  formatChartValue,
  seriesColor,
  valueAxisScale,
} from '../format';

const ROW_HEIGHT = 28;
const COMPARE_ROW_HEIGHT = 40;
/** Legend above, value axis below. */
const CHROME_HEIGHT = 80;
const COMPARE_COLOR = CHART_PALETTE[CHART_PALETTE.length - 1] as string;

export function barComparisonShown(data: HorizontalBarRawOutput, settings: HorizontalBarSettingsUsed): boolean {
  const { compareDateFrom, compareDateTo, dateFrom, dateTo } = settings;
  const datesDiffer =
    !!compareDateFrom && !!compareDateTo && (compareDateFrom !== dateFrom || compareDateTo !== dateTo);
  return datesDiffer && data.bars.some((bar) => bar.compareValue !== undefined);
}

/** The base height of 300, growing with the bars so each keeps a readable row. */
export function horizontalBarHeight(barCount: number, withCompare: boolean): number {
  return Math.max(GRAPH_BASE_HEIGHT, barCount * (withCompare ? COMPARE_ROW_HEIGHT : ROW_HEIGHT) + CHROME_HEIGHT);
}

const periodName = (from: string, to: string) => `${formatPrettyDate(from)} – ${formatPrettyDate(to)}`;

/** Bars top to bottom in the engine's order, value labels at their ends, the comparison as a grey bar. */
export function buildHorizontalBarOption(
  data: HorizontalBarRawOutput,
  settings: HorizontalBarSettingsUsed,
  animation = true,
): ChartOption {
  const format = settings.valueFormat;
  const compare = barComparisonShown(data, settings);
  const values = data.bars.flatMap((bar) => [bar.value, compare ? (bar.compareValue ?? null) : null]);
  const scale = valueAxisScale(values, format);
  const mainName = periodName(settings.dateFrom, settings.dateTo);
  const compareName = compare ? periodName(settings.compareDateFrom as string, settings.compareDateTo as string) : '';
  const valueLabel = {
    show: true,
    position: 'right' as const,
    formatter: (param: { value: unknown }) => formatChartValue(param.value as number | null, format),
  };

  return {
    animation,
    grid: { top: 30, right: 70, bottom: 30, left: 10, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    legend: { show: compare, top: 0, data: compare ? [mainName, compareName] : [] },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as {
          dataIndex: number;
          seriesName: string;
          value: number | null;
        }[];
        const bar = data.bars[params[0]?.dataIndex ?? 0];
        const rows = params.map(
          (param) => `<div>${encodeHtml(param.seriesName)}: <b>${formatChartValue(param.value, format)}</b></div>`,
        );
        return `<div><b>${encodeHtml(bar?.label ?? '')}</b></div><div>${encodeHtml(settings.metricName)}</div>${rows.join('')}`;
      },
    },
    xAxis: {
      type: 'value',
      min: scale.min,
      max: scale.max,
      interval: scale.interval,
      axisLabel: { formatter: (value: number) => formatAxisLabel(value, format) },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: data.bars.map((bar) => bar.label),
      axisLabel: { interval: 0, width: 160, overflow: 'truncate' },
    },
    series: [
      {
        type: 'bar',
        name: mainName,
        color: seriesColor(0),
        data: data.bars.map((bar) => bar.value),
        label: valueLabel,
      },
      ...(compare
        ? [
            {
              type: 'bar' as const,
              name: compareName,
              color: COMPARE_COLOR,
              data: data.bars.map((bar) => bar.compareValue ?? null),
              label: valueLabel,
            },
          ]
        : []),
    ],
  };
}
