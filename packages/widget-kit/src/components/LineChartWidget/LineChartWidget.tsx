import type { LineChartClickThrough, LineChartRawOutput, LineChartSettingsUsed } from '@shelfsight/contracts';
import { Alert, Empty } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { ChartInstance, ChartRenderer } from '@shelfsight/chart-options';
import { EChart } from '../../charts';
import { findClickedPoint } from './lineChartClick';
import { LINE_CHART_RATIO } from '@shelfsight/chart-options';
import { fillMissingBuckets, validateGraphData } from '@shelfsight/chart-options';
import { millisToDay } from '@shelfsight/chart-options';
import { buildLineChartOption, lineValueScale, type SelectedPoint } from '@shelfsight/chart-options';

/** What a click on a line opens: the series, the date of the nearest point and its click-through. */
export interface LineChartSegment {
  seriesKey: string;
  label: string;
  date: string;
  value: number;
  clickThrough?: LineChartClickThrough;
}

export interface LineChartWidgetProps {
  /** The engine's rawOutput; checked at run time because it comes straight from the server. */
  data: LineChartRawOutput;
  settings: LineChartSettingsUsed;
  /** Fixed width in pixels; without it the chart fills its container. Height is half the width. */
  width?: number;
  renderer?: ChartRenderer;
  animation?: boolean;
  /** Overrides the click tolerance; by default a tenth of the value axis' span. */
  clickDivider?: number;
  /** Without it the lines take no clicks: no point is selected. */
  onSegmentClick?: (segment: LineChartSegment) => void;
  /** Drawn on the print layout: together with the page's other charts (see EChart), each line's dots as one shape. */
  printed?: boolean;
}

/** A line per dimension item over time, with the tooltip, legend and click rules of spec 2 §2. */
export function LineChartWidget(props: LineChartWidgetProps) {
  const { data, settings, width, renderer, animation } = props;
  const [selected, setSelected] = useState<SelectedPoint | null>(null);
  // Lines switched off in the legend; part of the option so a redraw (a point selected) keeps them off.
  const [hiddenSeries, setHiddenSeries] = useState<string[]>([]);
  const check = useMemo(() => validateGraphData(data), [data]);
  const series = useMemo(
    () =>
      check.ok
        ? fillMissingBuckets(check.data.chartData, settings.dateFrom, settings.dateTo, settings.dateGrouping)
        : [],
    [check, settings],
  );
  const option = useMemo(
    () => buildLineChartOption({ series, settings, selected, animation, dotsAsOneShape: props.printed, hiddenSeries }),
    [series, settings, selected, animation, props.printed, hiddenSeries],
  );

  // The click handler is bound once when echarts is ready; it reads the current props through a ref.
  const latest = useRef({ props, series, check });
  latest.current = { props, series, check };
  const bindClicks = (chart: ChartInstance) => {
    // A click on a legend item toggles; the other two come from actions dispatched by code.
    for (const type of ['legendselectchanged', 'legendselected', 'legendunselected'])
      chart.on(type, (event) => {
        const { selected: shown } = event as { selected: Record<string, boolean> };
        setHiddenSeries(Object.keys(shown).filter((label) => !shown[label]));
      });
    chart.getZr().on('click', (event: { offsetX: number; offsetY: number }) => {
      const pixel = [event.offsetX, event.offsetY];
      if (!chart.containPixel({ gridIndex: 0 }, pixel)) return;
      const [time, value] = chart.convertFromPixel({ gridIndex: 0 }, pixel) as [number, number];
      const current = latest.current;
      // Without a consumer a click opens nothing, so it selects nothing either.
      if (!current.props.onSegmentClick) return;
      const scale = lineValueScale(current.series, current.props.settings);
      const divider = current.props.clickDivider ?? scale.max - scale.min;
      const hit = findClickedPoint({ time, value }, current.series, { divider });
      if (!hit) return;
      setSelected({ seriesKey: hit.seriesKey, time: hit.time });
      const date = millisToDay(hit.time);
      const clickThrough = current.check.ok
        ? current.check.data.clickThroughs?.find(
            (item) => item.seriesKey === hit.seriesKey && (item.date === undefined || item.date === date),
          )
        : undefined;
      current.props.onSegmentClick?.({
        seriesKey: hit.seriesKey,
        label: current.series.find((item) => item.seriesKey === hit.seriesKey)?.label ?? hit.seriesKey,
        date,
        value: hit.value,
        ...(clickThrough ? { clickThrough } : {}),
      });
    });
  };

  if (!check.ok) return <Alert type="warning" showIcon title={check.error} />;
  if (series.length === 0) return <Empty description="No data for this period" />;
  // Half as high as wide: from the fixed width, else the container's (laid out by CSS, measured once).
  return (
    <EChart
      option={option}
      width={width}
      height={width ? Math.round(width / LINE_CHART_RATIO) : undefined}
      aspectRatio={LINE_CHART_RATIO}
      renderer={renderer}
      printed={props.printed}
      onChartReady={bindClicks}
      ariaLabel={`${settings.metricName} by date`}
    />
  );
}
