import type { ScatterRawOutput, ScatterSettingsUsed } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { useMemo } from 'react';
import type { ChartRenderer } from '@shelfsight/chart-options';
import { EChart } from '../../charts';
import { GRAPH_BASE_HEIGHT } from '@shelfsight/chart-options';
import { buildScatterPlotOption } from '@shelfsight/chart-options';

export interface ScatterPlotWidgetProps {
  data: ScatterRawOutput;
  settings: ScatterSettingsUsed;
  /** Fixed width in pixels; without it the chart fills its container. */
  width?: number;
  renderer?: ChartRenderer;
  animation?: boolean;
  /** Drawn on the print layout: together with the page's other charts (see EChart). */
  printed?: boolean;
}

/** Two metrics of the same items against each other, e.g. price against availability per product. */
export function ScatterPlotWidget({ data, settings, width, renderer, animation, printed }: ScatterPlotWidgetProps) {
  const option = useMemo(() => buildScatterPlotOption(data, settings, animation), [data, settings, animation]);
  if (data.series.every((series) => series.points.length === 0)) return <Empty description="No data for this period" />;
  return (
    <EChart
      option={option}
      width={width}
      height={GRAPH_BASE_HEIGHT}
      renderer={renderer}
      printed={printed}
      ariaLabel={`${settings.yAxis.metricName} against ${settings.xAxis.metricName}`}
    />
  );
}
