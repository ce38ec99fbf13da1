import EChartsReactCore from 'echarts-for-react/esm/core';
import type { EChartsInstance } from 'echarts-for-react/esm/types';
import type { CSSProperties } from 'react';
import { echarts, type ChartOption, type ChartRenderer } from './echarts';

export interface EChartProps {
  option: ChartOption;
  /** Fixed pixel size; without a width the chart fills its container and follows its resizes. */
  width?: number;
  height: number;
  renderer?: ChartRenderer;
  onChartReady?: (instance: EChartsInstance) => void;
  ariaLabel: string;
}

/** The one echarts mount of the chart widgets: tree-shaken core, fixed or fluid width. */
export function EChart({ option, width, height, renderer = 'canvas', onChartReady, ariaLabel }: EChartProps) {
  const style: CSSProperties = { width: width ?? '100%', height };
  return (
    <div role="figure" aria-label={ariaLabel}>
      <EChartsReactCore
        echarts={echarts}
        option={option}
        notMerge
        style={style}
        opts={{ renderer, ...(width ? { width, height } : {}) }}
        onChartReady={onChartReady}
      />
    </div>
  );
}
