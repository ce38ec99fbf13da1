import type { LineChartSettingsUsed } from '@shelfsight/contracts';
import type { LineSeriesOption, ScatterSeriesOption } from 'echarts/charts';
import { encodeHtml } from '../encodeHtml';
import type { ChartOption } from '../echarts';
import { formatAxisLabel, seriesColor, thinAxisValues, valueAxisScale, type AxisScale } from '../format';
import { DOT_RADIUS, LINE_CHART_GRID, SELECTED_DOT_RADIUS } from './lineChartConstants';
import type { FilledSeries } from './lineChartData';
import { formatAxisDate, formatTooltipDate } from './lineChartDates';
import { moreLabel, splitLegend } from './lineChartLegend';
import { othersLabel, tooltipContent, type TooltipEntry } from './lineChartTooltip';

export interface SelectedPoint {
  seriesKey: string;
  time: number;
}

export interface LineChartOptionInput {
  series: readonly FilledSeries[];
  settings: LineChartSettingsUsed;
  selected?: SelectedPoint | null;
  animation?: boolean;
  /**
   * Each line's dots drawn as one shape (a companion scatter in echarts' large mode) instead of one element per
   * dot: the same dots, cheaper to draw, but with no hover or selection of a single dot. For the print layout.
   */
  dotsAsOneShape?: boolean;
  /** Labels of the series switched off in the legend: kept when the option is rebuilt (a point selected). */
  hiddenSeries?: readonly string[];
}

interface AxisTooltipParam {
  seriesIndex?: number;
  axisValue?: number | string;
  value?: unknown;
}

export function lineValueScale(series: readonly FilledSeries[], settings: LineChartSettingsUsed): AxisScale {
  return valueAxisScale(
    series.flatMap((item) => item.points.map(([, value]) => value)),
    settings.valueFormat,
  );
}

/** The tooltip markup for one date: heading, up to 17 coloured lines, then 'Others (n)'. */
export function lineTooltipHtml(time: number, entries: TooltipEntry[], settings: LineChartSettingsUsed): string {
  const content = tooltipContent(entries, settings.valueFormat);
  const rows = content.lines.map(
    (line) =>
      `<div><span style="display:inline-block;width:8px;height:8px;border-radius:4px;margin-right:6px;background:${line.color}"></span>` +
      `${encodeHtml(line.label)}: <b>${encodeHtml(line.text)}</b></div>`,
  );
  if (content.othersCount > 0) rows.push(`<div>${othersLabel(content.othersCount)}</div>`);
  return `<div><b>${formatTooltipDate(time, settings.dateGrouping)}</b></div>${rows.join('')}`;
}

/** The echarts option of a line chart: every rule of spec 2 §2 and §9 in one place, no React. */
export function buildLineChartOption({
  series,
  settings,
  selected,
  animation = true,
  dotsAsOneShape = false,
  hiddenSeries = [],
}: LineChartOptionInput): ChartOption {
  const buckets = series[0]?.points.map(([time]) => time) ?? [];
  const scale = lineValueScale(series, settings);
  const colors = series.map((item, index) => item.color ?? seriesColor(index));
  const legend = splitLegend(series.map((item) => item.label));
  const lastShown = legend.shown[legend.shown.length - 1];
  const grouping = settings.dateGrouping;

  const lines = series.map((item, index): LineSeriesOption => ({
    type: 'line',
    id: item.seriesKey,
    name: item.label,
    color: colors[index],
    symbol: 'circle',
    symbolSize: DOT_RADIUS * 2,
    showSymbol: !dotsAsOneShape,
    connectNulls: false,
    // Hovering a line (not only its dots) or its legend item brings it forward and fades the others: one retailer
    // among 20 can be followed.
    triggerLineEvent: true,
    emphasis: { focus: 'series', scale: SELECTED_DOT_RADIUS / DOT_RADIUS, lineStyle: { width: 3 } },
    data: item.points.map(([time, value]) =>
      selected && selected.seriesKey === item.seriesKey && selected.time === time
        ? { value: [time, value], symbolSize: SELECTED_DOT_RADIUS * 2 }
        : [time, value],
    ),
  }));
  // Named as its line, so the legend's item stands for both.
  const dots = dotsAsOneShape
    ? series.map((item, index): ScatterSeriesOption => ({
        type: 'scatter',
        name: item.label,
        color: colors[index],
        symbolSize: DOT_RADIUS * 2,
        large: true,
        largeThreshold: 0,
        silent: true,
        data: item.points.filter(([, value]) => value !== null),
      }))
    : [];

  return {
    animation,
    useUTC: true,
    // The spec's margins are exact; echarts must not shrink the grid to fit long labels.
    grid: { ...LINE_CHART_GRID, outerBoundsMode: 'none' },
    // A click on a legend item hides or shows its line.
    legend: {
      data: legend.shown,
      selectedMode: 'multiple',
      selected: Object.fromEntries(hiddenSeries.map((label) => [label, false])),
      top: 0,
      left: LINE_CHART_GRID.left,
      icon: 'circle',
      itemWidth: 8,
      itemHeight: 8,
      formatter: (name: string) =>
        legend.hiddenCount > 0 && name === lastShown ? `${name} ${moreLabel(legend.hiddenCount)}` : name,
    },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (raw: unknown) => {
        const params = (Array.isArray(raw) ? raw : [raw]) as AxisTooltipParam[];
        const time = Number(params[0]?.axisValue ?? (params[0]?.value as [number])?.[0]);
        const entries = params.map((param) => {
          const index = param.seriesIndex ?? 0;
          const value = (param.value as [number, number | null] | undefined)?.[1] ?? null;
          return { label: series[index]?.label ?? '', value, color: colors[index] as string };
        });
        return lineTooltipHtml(time, entries, settings);
      },
    },
    xAxis: {
      type: 'time',
      min: buckets[0],
      max: buckets[buckets.length - 1],
      axisTick: { customValues: thinAxisValues(buckets) },
      axisLabel: {
        customValues: thinAxisValues(buckets),
        formatter: (value: number) => formatAxisDate(value, grouping),
        hideOverlap: true,
      },
    },
    yAxis: {
      type: 'value',
      min: scale.min,
      max: scale.max,
      interval: scale.interval,
      // Rank 1 is the best position, so it belongs at the top.
      inverse: settings.valueFormat.type === 'rank',
      axisLabel: { formatter: (value: number) => formatAxisLabel(value, settings.valueFormat) },
    },
    series: [...lines, ...dots],
  };
}
