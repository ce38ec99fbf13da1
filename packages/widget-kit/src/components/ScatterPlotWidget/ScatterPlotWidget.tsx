import type { ScatterRawOutput, ScatterSettingsUsed } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { useMemo, useRef } from 'react';
import type { ChartInstance, ChartRenderer } from '@shelfsight/chart-options';
import { EChart } from '../../charts';
import { GRAPH_BASE_HEIGHT } from '@shelfsight/chart-options';
import { buildScatterPlotOption } from '@shelfsight/chart-options';
import { withProductDetailsHint } from '../../utils/productDetailsHint';
import { productOfItemKey } from '../../utils/widgetItem';

export interface ScatterPlotWidgetProps {
  data: ScatterRawOutput;
  settings: ScatterSettingsUsed;
  /** Fixed width in pixels; without it the chart fills its container. */
  width?: number;
  renderer?: ChartRenderer;
  animation?: boolean;
  /** Drawn on the print layout: together with the page's other charts (see EChart). */
  printed?: boolean;
  /** Makes the points of products clickable: a click opens the product's details. */
  onProductDetails?: (productDummyId: string | number) => void;
}

interface PointParam {
  componentType?: string;
  seriesIndex?: number;
  dataIndex?: number;
}

/** The product of the point an echarts event or tooltip names, if it is a product's point. */
function productAt(data: ScatterRawOutput, { seriesIndex, dataIndex }: PointParam): string | null {
  if (seriesIndex === undefined || dataIndex === undefined) return null;
  const point = data.series[seriesIndex]?.points[dataIndex];
  return point ? productOfItemKey(point.key) : null;
}

/** Two metrics of the same items against each other, e.g. price against availability per product. */
export function ScatterPlotWidget({
  data,
  settings,
  width,
  renderer,
  animation,
  printed,
  onProductDetails,
}: ScatterPlotWidgetProps) {
  const clickable = onProductDetails !== undefined;
  const option = useMemo(() => {
    const built = buildScatterPlotOption(data, settings, animation);
    // A product point's tooltip says what a click on it does.
    return clickable ? withProductDetailsHint(built, (param) => productAt(data, param as PointParam)) : built;
  }, [data, settings, animation, clickable]);
  // The handler is bound once when echarts is ready; it reads the current props through a ref.
  const latest = useRef({ data, onProductDetails });
  latest.current = { data, onProductDetails };
  const bindClicks = (chart: ChartInstance) => {
    chart.on('click', (event) => {
      const param = event as PointParam;
      if (param.componentType !== 'series') return;
      const product = productAt(latest.current.data, param);
      if (product !== null) latest.current.onProductDetails?.(product);
    });
  };
  if (data.series.every((series) => series.points.length === 0)) return <Empty description="No data for this period" />;
  return (
    <EChart
      option={option}
      width={width}
      height={GRAPH_BASE_HEIGHT}
      renderer={renderer}
      printed={printed}
      onChartReady={bindClicks}
      ariaLabel={`${settings.yAxis.metricName} against ${settings.xAxis.metricName}`}
    />
  );
}
