import { createContext } from 'react';

/** A chart's size on the page, in CSS pixels. */
export interface ChartSize {
  width: number;
  height: number;
}

/**
 * Where a chart finds its first picture: the server draws a widget's chart to SVG from the answer it already
 * holds, so a page shows every chart without running echarts first (its script, option and layout work was a
 * quarter of a dashboard's visit). The live chart (tooltips, clicks, resizing) takes the picture's place once the
 * page's requests have settled, or at once when the reader points at or focuses the chart.
 */
export interface ChartPictureSource {
  /** The chart's picture at this size as SVG markup; null when there is none (the live chart then draws at once). */
  picture: (size: ChartSize) => Promise<string | null>;
  /** Resolves when live charts may take their pictures' places: the page's requests have settled. */
  whenLive: () => Promise<void>;
}

/** Provided where a chart's data request is known (WidgetPreview); without it charts draw live at once. */
export const ChartPictureContext = createContext<ChartPictureSource | null>(null);

/** What makes the live chart take a picture's place at once: the reader reaching for the chart. */
export const TAKE_OVER_EVENTS = ['pointerenter', 'focusin', 'touchstart'] as const;

/** Shows SVG markup as the element's drawing, filling it (the picture was drawn at the element's size). */
export function showPicture(element: HTMLElement, svg: string): void {
  element.innerHTML = svg;
  const picture = element.firstElementChild;
  picture?.setAttribute('width', '100%');
  picture?.setAttribute('height', '100%');
  picture?.setAttribute('aria-hidden', 'true');
}
