import {
  CHART_PICTURE_MAX_SCATTER_POINTS,
  widgetChartMessages,
  widgetChartRequestSchema,
  widgetQueryPaths,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { scopedViewer } from '../customers';
import { chartPicture, pictureRefusal } from './chartPicture';
import { type WidgetDataOptions, widgetAnswer } from '../engine';

const errors = errorResponses(400, 401, 403, 404);

const description =
  'A chart widget’s first picture: the body is one get-data request (resolved exactly as get-data resolves it, with ' +
  'the same 400/403/404 answers) plus `chartWidth` and `chartHeight`, the size in CSS pixels the chart takes on the ' +
  'page. The answer is the chart as an SVG document (`image/svg+xml`), drawn by echarts’ server rendering from the ' +
  'answer get-data gives, with the option the browser draws first (nothing selected, no animation, each line’s dots ' +
  'as one shape). A page shows it at once and draws the live chart (tooltips, clicks) afterwards, so the chart’s ' +
  'script and layout work are not on the way to the first picture. Pictures are kept with the answer they were ' +
  'drawn from. A widget that draws no chart for the request (another type, no data, an answer shown as a warning) ' +
  `is a 400 naming \`widgetId\`: “${widgetChartMessages.noChart}”; so is a scatter plot of more than ` +
  `${CHART_PICTURE_MAX_SCATTER_POINTS} points (an element each in SVG): “${widgetChartMessages.tooManyPoints}”. The ` +
  'page then draws the chart itself.';

/** POST widget/get-data/chart: a chart widget's answer drawn to SVG by the server. */
export const widgetChartRoutes: FastifyPluginAsyncZod<WidgetDataOptions> = async (app, options) => {
  app.post(
    widgetQueryPaths.customerGetDataChart,
    {
      // A POST that only reads: read-only users may draw widgets.
      config: { readOnlyAllowed: true },
      schema: {
        tags: ['widget data'],
        summary: 'A chart widget’s picture (SVG)',
        description,
        params: z.object({ customerId: z.string() }),
        body: widgetChartRequestSchema,
        response: { 200: z.string().describe('The chart as an SVG document'), ...errors },
      },
    },
    async (request, reply) => {
      const { chartWidth, chartHeight, ...body } = request.body;
      const started = performance.now();
      const { answer, hit } = await widgetAnswer(app, scopedViewer(request), body, options);
      const answered = performance.now();
      const refusal = pictureRefusal(answer);
      if (refusal !== null) throw new HttpError(400, refusal, { widgetId: refusal });
      const svg = chartPicture(answer, { width: chartWidth, height: chartHeight });
      if (svg === null)
        throw new HttpError(400, widgetChartMessages.noChart, { widgetId: widgetChartMessages.noChart });
      // As get-data's: the engine's share (and whether its answer was kept), then the drawing's.
      const timing = [`engine;dur=${(answered - started).toFixed(1)}`, ...(hit ? ['cache;desc=hit'] : [])];
      timing.push(`picture;dur=${(performance.now() - answered).toFixed(1)}`);
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('server-timing', timing.join(', '))
        .send(svg);
    },
  );
};
