import type { HorizontalBarRawOutput, HorizontalBarSettingsUsed } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { useMemo, useRef } from 'react';
import type { ChartInstance, ChartRenderer } from '@shelfsight/chart-options';
import { EChart } from '../../charts';
import { isItemKey, type WidgetItemClickHandler } from '../../utils/widgetItem';
import { barComparisonShown, buildHorizontalBarOption, horizontalBarHeight } from '@shelfsight/chart-options';

export interface HorizontalBarWidgetProps {
  data: HorizontalBarRawOutput;
  settings: HorizontalBarSettingsUsed;
  /** Fixed width in pixels; without it the chart fills its container. */
  width?: number;
  renderer?: ChartRenderer;
  animation?: boolean;
  /** Makes each bar's row clickable: a click anywhere on its row in the plot calls this with the bar's item. */
  onItemClick?: WidgetItemClickHandler;
  /** Drawn on the print layout: together with the page's other charts (see EChart). */
  printed?: boolean;
}

/** One bar per dimension item (e.g. availability per retailer), optionally beside its comparison. */
export function HorizontalBarWidget({
  data,
  settings,
  width,
  renderer,
  animation,
  onItemClick,
  printed,
}: HorizontalBarWidgetProps) {
  const option = useMemo(() => buildHorizontalBarOption(data, settings, animation), [data, settings, animation]);
  // The handlers are bound once when echarts is ready; they read the current props through a ref.
  const latest = useRef({ data, onItemClick });
  latest.current = { data, onItemClick };
  const barAt = (chart: ChartInstance, event: { offsetX: number; offsetY: number }) => {
    const pixel = [event.offsetX, event.offsetY];
    if (!latest.current.onItemClick || !chart.containPixel({ gridIndex: 0 }, pixel)) return undefined;
    // The whole row of a bar counts, so short bars are as easy to hit as long ones.
    const [, index] = chart.convertFromPixel({ gridIndex: 0 }, pixel) as [number, number];
    const bar = latest.current.data.bars[Math.round(index)];
    return bar && isItemKey(bar.key) ? bar : undefined;
  };
  const bindClicks = (chart: ChartInstance) => {
    const zr = chart.getZr();
    zr.on('click', (event: { offsetX: number; offsetY: number }) => {
      const bar = barAt(chart, event);
      if (bar) latest.current.onItemClick?.({ key: bar.key, label: bar.label }, {});
    });
    zr.on('mousemove', (event: { offsetX: number; offsetY: number }) => {
      if (barAt(chart, event)) zr.setCursorStyle('pointer');
    });
  };
  if (data.bars.length === 0) return <Empty description="No data for this period" />;
  const height = horizontalBarHeight(data.bars.length, barComparisonShown(data, settings));
  const dimension = settings.dimensionName ? ` by ${settings.dimensionName.toLowerCase()}` : '';
  return (
    <EChart
      option={option}
      width={width}
      height={height}
      renderer={renderer}
      printed={printed}
      onChartReady={bindClicks}
      ariaLabel={`${settings.metricName}${dimension}`}
    />
  );
}
