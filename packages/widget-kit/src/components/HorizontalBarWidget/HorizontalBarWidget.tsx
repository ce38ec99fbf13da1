import type { HorizontalBarRawOutput, HorizontalBarSettingsUsed } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { useMemo, useRef } from 'react';
import type { ChartInstance, ChartRenderer } from '@shelfsight/chart-options';
import { EChart } from '../../charts';
import { withProductDetailsHint } from '../../utils/productDetailsHint';
import { isItemKey, productOfItemKey, type WidgetItemClickHandler } from '../../utils/widgetItem';
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
  /** Makes the bars of products clickable: a click on one's row opens the product's details, not its item. */
  onProductDetails?: (productDummyId: string | number) => void;
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
  onProductDetails,
  printed,
}: HorizontalBarWidgetProps) {
  const opensProducts = onProductDetails !== undefined;
  const option = useMemo(() => {
    const built = buildHorizontalBarOption(data, settings, animation);
    // A product bar's tooltip (one per row, whatever the series) says what a click on it does.
    const productOf = (param: unknown) => {
      const [first] = (Array.isArray(param) ? param : [param]) as { dataIndex?: number }[];
      const bar = data.bars[first?.dataIndex ?? -1];
      return bar ? productOfItemKey(bar.key) : null;
    };
    return opensProducts ? withProductDetailsHint(built, productOf) : built;
  }, [data, settings, animation, opensProducts]);
  // The handlers are bound once when echarts is ready; they read the current props through a ref.
  const latest = useRef({ data, onItemClick, onProductDetails });
  latest.current = { data, onItemClick, onProductDetails };
  /** The bar whose row is at the pointer and what a click on it opens: its product's details, else its item. */
  const barAt = (chart: ChartInstance, event: { offsetX: number; offsetY: number }) => {
    const pixel = [event.offsetX, event.offsetY];
    const current = latest.current;
    if ((!current.onItemClick && !current.onProductDetails) || !chart.containPixel({ gridIndex: 0 }, pixel))
      return undefined;
    // The whole row of a bar counts, so short bars are as easy to hit as long ones.
    const [, index] = chart.convertFromPixel({ gridIndex: 0 }, pixel) as [number, number];
    const bar = current.data.bars[Math.round(index)];
    if (!bar) return undefined;
    const product = current.onProductDetails ? productOfItemKey(bar.key) : null;
    if (product !== null) return { bar, product };
    return current.onItemClick && isItemKey(bar.key) ? { bar, product: null } : undefined;
  };
  const bindClicks = (chart: ChartInstance) => {
    const zr = chart.getZr();
    zr.on('click', (event: { offsetX: number; offsetY: number }) => {
      const hit = barAt(chart, event);
      if (!hit) return;
      if (hit.product !== null) latest.current.onProductDetails?.(hit.product);
      else latest.current.onItemClick?.({ key: hit.bar.key, label: hit.bar.label }, {});
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
