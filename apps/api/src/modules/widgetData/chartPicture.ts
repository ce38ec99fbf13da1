import { CHART_PICTURE_MAX_SCATTER_POINTS, type WidgetDataAnswer, widgetChartMessages } from '@shelfsight/contracts';
import { chartOptionOf } from '@shelfsight/chart-options';
import { echarts } from '@shelfsight/chart-options/echarts';

/** The size a chart's picture is drawn at, in CSS pixels. */
export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Pictures drawn so far, per answer object: the result cache hands out the same object for the same answer, so a
 * picture is drawn once per answer and size, and leaves with its answer when the cache lets it go.
 */
const drawn = new WeakMap<WidgetDataAnswer, Map<string, string>>();

/**
 * The chart of a get-data answer as an SVG document of the given size, drawn as the browser's first drawing of
 * the widget would be (the same option, from chart-options), or null when the answer draws no chart (not a chart
 * type, or shown as a warning or as empty). echarts' server rendering: no DOM, text measured by its estimates, so
 * labels may sit a pixel apart from the browser's own drawing that takes over.
 */
export function chartPicture(answer: WidgetDataAnswer, size: PictureSize): string | null {
  const key = `${size.width}x${size.height}`;
  const kept = drawn.get(answer)?.get(key);
  if (kept !== undefined) return kept;
  const option = chartOptionOf(answer);
  if (!option) return null;
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption(option);
    const svg = chart.renderToSVGString();
    const pictures = drawn.get(answer) ?? new Map<string, string>();
    pictures.set(key, svg);
    drawn.set(answer, pictures);
    return svg;
  } finally {
    chart.dispose();
  }
}

/**
 * Why an answer gets no picture, or null when it gets one: not a chart (or empty), or a scatter plot of more
 * points than a picture is worth drawing (see CHART_PICTURE_MAX_SCATTER_POINTS).
 */
export function pictureRefusal(answer: WidgetDataAnswer): string | null {
  if (answer.visualizationType !== 'SCATTER') return null;
  const points = answer.rawOutput.series.reduce((sum, series) => sum + series.points.length, 0);
  return points > CHART_PICTURE_MAX_SCATTER_POINTS ? widgetChartMessages.tooManyPoints : null;
}
