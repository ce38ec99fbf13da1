import type { HorizontalBarRawOutput, HorizontalBarSettingsUsed } from '@shelfsight/contracts';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { EChart, type ChartRenderer } from '../../charts';
import { barComparisonShown, buildHorizontalBarOption, horizontalBarHeight } from './horizontalBarOption';

export interface HorizontalBarWidgetProps {
  data: HorizontalBarRawOutput;
  settings: HorizontalBarSettingsUsed;
  /** Fixed width in pixels; without it the chart fills its container. */
  width?: number;
  renderer?: ChartRenderer;
  animation?: boolean;
}

/** One bar per dimension item (e.g. availability per retailer), optionally beside its comparison. */
export function HorizontalBarWidget({ data, settings, width, renderer, animation }: HorizontalBarWidgetProps) {
  const option = useMemo(() => buildHorizontalBarOption(data, settings, animation), [data, settings, animation]);
  if (data.bars.length === 0) return <Empty description="No data for this period" />;
  const height = horizontalBarHeight(data.bars.length, barComparisonShown(data, settings));
  const dimension = settings.dimensionName ? ` by ${settings.dimensionName.toLowerCase()}` : '';
  return (
    <EChart
      option={option}
      width={width}
      height={height}
      renderer={renderer}
      ariaLabel={`${settings.metricName}${dimension}`}
    />
  );
}
