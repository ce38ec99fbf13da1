import { whenBrowserIdle } from '@shelfsight/api-client';
import type { CSSProperties } from 'react';
import { useContext, useEffect, useRef } from 'react';
import { ChartPictureContext, showPicture, TAKE_OVER_EVENTS } from './chartPictures';
import { queueDraw } from './drawQueue';
import { GRAPH_BASE_HEIGHT, type ChartInstance, type ChartOption, type ChartRenderer } from '@shelfsight/chart-options';

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
 * echarts and the parts the charts use, loaded when a chart first draws live: a page that shows the charts'
 * pictures first needs none of its 550 kB before they are on screen.
 */
const loadEcharts = () => import('@shelfsight/chart-options/echarts').then((module) => module.echarts);

/**
 * Runs `callback` when the browser is idle after two more frames: the pictures just shown are on screen before
 * the live charts' drawing takes the page's main thread.
 */
function whenPaintedAndIdle(callback: () => void): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (!cancelled) cancelIdle = whenBrowserIdle(callback);
    }),
  );
  return () => {
    cancelled = true;
    cancelIdle();
  };
}

/**
 * The one echarts mount of the chart widgets (tree-shaken core). The first drawing is queued (see drawQueue)
 * and sized from the container once, so a chart is laid out and drawn once; a new option (by reference) is
 * drawn at once, and a fluid chart follows its container's width. Where a picture source is provided
 * (ChartPictureContext), the chart first shows the server's picture of it at its size and draws live once the
 * page's requests have settled or the reader reaches for it; a printed chart keeps its picture.
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
  const figure = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  // Busy until first drawn: the print layout is ready (for its PDF) only once every chart is on the page. Said on
  // the element itself, not through state: a re-render of every chart of a dashboard just for this attribute cost
  // the page a render pass after the pictures appeared.
  const markDrawn = () => figure.current?.setAttribute('aria-busy', 'false');
  const pictures = useContext(ChartPictureContext);
  const latest = useRef({ option, width, height, aspectRatio, onChartReady, pictures });
  latest.current = { option, width, height, aspectRatio, onChartReady, pictures };
  // While a picture is shown: the option it shows, and how to draw live in its place.
  const shown = useRef<{ option: ChartOption; takeOver: () => void } | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    let size: { width?: number; height: number } = { height: GRAPH_BASE_HEIGHT };
    const measure = () => {
      const now = latest.current;
      size = sizeOf(element, now.width, now.height, now.aspectRatio);
    };
    const drawLive = (echarts: Awaited<ReturnType<typeof loadEcharts>>) => {
      // In place of the picture, if one is shown.
      element.replaceChildren();
      const instance = echarts.init(element, null, { renderer, ...size });
      instance.setOption(latest.current.option, { notMerge: true });
      chart.current = instance;
      markDrawn();
      latest.current.onChartReady?.(instance);
    };
    let cancel = () => {};
    let live = false;
    let unmounted = false;
    const takeOver = () => {
      if (live) return;
      live = true;
      shown.current = null;
      for (const type of TAKE_OVER_EVENTS) element.removeEventListener(type, takeOver);
      cancel();
      void loadEcharts().then((echarts) => {
        if (!unmounted) cancel = queueDraw(element, measure, () => drawLive(echarts), printed);
      });
    };
    // Read once: the first drawing is a picture; later requests redraw the live chart (see the option effect).
    const { pictures } = latest.current;
    if (!pictures) takeOver();
    else {
      measure();
      const { width, height } = size;
      if (width === undefined) takeOver();
      else {
        let stopped = false;
        cancel = () => {
          stopped = true;
        };
        const pictured = latest.current.option;
        void pictures.picture({ width, height }).then((svg) => {
          if (stopped || live) return;
          if (svg === null) {
            takeOver();
            return;
          }
          showPicture(element, svg);
          shown.current = { option: pictured, takeOver };
          markDrawn();
          // A printed page is only looked at: its charts keep their pictures.
          if (printed) return;
          for (const type of TAKE_OVER_EVENTS) element.addEventListener(type, takeOver, { passive: true });
          void pictures.whenLive().then(() => {
            if (stopped || live) return;
            cancel = whenPaintedAndIdle(takeOver);
          });
        });
      }
    }
    // A fluid chart follows its container; the observer's first call (nothing changed yet) draws nothing. A
    // picture scales with its container (a scroll bar that appears narrows every chart a little) until the live
    // chart, drawn at the size of the moment, takes its place.
    const observer = new ResizeObserver(() => {
      const instance = chart.current;
      const now = latest.current;
      if (!instance || now.width !== undefined) return;
      const next = sizeOf(element, undefined, now.height, now.aspectRatio);
      if (next.width !== instance.getWidth() || next.height !== instance.getHeight()) instance.resize(next);
    });
    observer.observe(element);
    return () => {
      unmounted = true;
      cancel();
      shown.current = null;
      for (const type of TAKE_OVER_EVENTS) element.removeEventListener(type, takeOver);
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, [renderer, printed]);

  useEffect(() => {
    const instance = chart.current;
    if (instance) instance.setOption(option, { notMerge: true });
    // A picture of an earlier answer or selection gives way to the live chart of this one.
    else if (shown.current && shown.current.option !== option) shown.current.takeOver();
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
    // aria-busy is rendered once, as true; markDrawn clears it (React leaves an unchanged prop alone).
    <div ref={figure} role="figure" aria-label={ariaLabel} aria-busy="true">
      <div ref={ref} data-chart="" style={style} />
    </div>
  );
}
