import type { CSSProperties } from 'react';
import { useEffect, useRef, useState } from 'react';
import { GRAPH_BASE_HEIGHT } from '../format/chartConstants';
import { queueDraw } from './drawQueue';
import { echarts, type ChartInstance, type ChartOption, type ChartRenderer } from './echarts';

export interface EChartProps {
  option: ChartOption;
  /** Fixed pixel width; without it the chart fills its container and follows its resizes. */
  width?: number;
  /** Fixed pixel height; without it the height follows the width by `aspectRatio` (width ÷ height). */
  height?: number;
  aspectRatio?: number;
  renderer?: ChartRenderer;
  /** Called once the chart is first drawn, with its echarts instance (to bind clicks). */
  onChartReady?: (instance: ChartInstance) => void;
  ariaLabel: string;
  /** On a page only looked at (the print layout): drawn together with the other charts, not in slices. */
  printed?: boolean;
}

/** The size to draw at: the given one, else the container's (where the browser has laid it out). */
function sizeOf(
  element: HTMLElement,
  width: number | undefined,
  height: number | undefined,
  ratio: number | undefined,
) {
  const drawnWidth = width ?? (element.clientWidth || undefined);
  const fromRatio = drawnWidth && ratio ? Math.round(drawnWidth / ratio) : undefined;
  return { width: drawnWidth, height: height ?? (element.clientHeight || fromRatio || GRAPH_BASE_HEIGHT) };
}

/**
 * The one echarts mount of the chart widgets (tree-shaken core). The first drawing is queued (see drawQueue)
 * and sized from the container once, so a chart is laid out and drawn once; a new option (by reference) is
 * drawn at once, and a fluid chart follows its container's width.
 */
export function EChart({
  option,
  width,
  height,
  aspectRatio,
  renderer = 'canvas',
  onChartReady,
  ariaLabel,
  printed = false,
}: EChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  // Busy until first drawn: the print layout is ready (for its PDF) only once every chart is on the page.
  const [drawn, setDrawn] = useState(false);
  const latest = useRef({ option, width, height, aspectRatio, onChartReady });
  latest.current = { option, width, height, aspectRatio, onChartReady };

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let size: { width?: number; height: number } = { height: GRAPH_BASE_HEIGHT };
    const cancel = queueDraw(
      element,
      () => {
        const now = latest.current;
        size = sizeOf(element, now.width, now.height, now.aspectRatio);
      },
      () => {
        const instance = echarts.init(element, null, { renderer, ...size });
        instance.setOption(latest.current.option, { notMerge: true });
        chart.current = instance;
        setDrawn(true);
        latest.current.onChartReady?.(instance);
      },
      printed,
    );
    // A fluid chart follows its container; the observer's first call (nothing changed yet) draws nothing.
    const observer = new ResizeObserver(() => {
      const instance = chart.current;
      const now = latest.current;
      if (!instance || now.width !== undefined) return;
      const next = sizeOf(element, undefined, now.height, now.aspectRatio);
      if (next.width !== instance.getWidth() || next.height !== instance.getHeight()) instance.resize(next);
    });
    observer.observe(element);
    return () => {
      cancel();
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [renderer, printed]);

  useEffect(() => {
    const instance = chart.current;
    if (instance) instance.setOption(option, { notMerge: true });
  }, [option]);

  useEffect(() => {
    const instance = chart.current;
    const element = ref.current;
    if (!instance || !element) return;
    const next = sizeOf(element, width, height, aspectRatio);
    if (next.width !== instance.getWidth() || next.height !== instance.getHeight()) instance.resize(next);
  }, [width, height, aspectRatio]);

  const style: CSSProperties = {
    width: width ?? '100%',
    ...(height === undefined && aspectRatio
      ? { aspectRatio: String(aspectRatio) }
      : { height: height ?? GRAPH_BASE_HEIGHT }),
  };
  return (
    <div role="figure" aria-label={ariaLabel} aria-busy={!drawn}>
      <div ref={ref} data-chart="" style={style} />
    </div>
  );
}
