import {
  dashboardIdParamsSchema,
  dashboardPaths,
  dashboardPdfQuerySchema,
  dashboardRoutes,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachment, fileNameOf } from '../../lib/attachment';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { ownOrigin } from '../../lib/ownOrigin';
import { ChromiumMissingError, PrintTimeoutError, viewerPrintJob } from '../../lib/pdfRenderer';
import {
  PRINT_QUEUE_LENGTH,
  PRINT_RETRY_AFTER_SECONDS,
  PRINT_TIME_LIMIT_MS,
  PrintRefusedError,
  PRINTS_AT_ONCE,
  PRINTS_PER_USER,
} from '../../lib/printQueue';
import { loadAuthUser } from '../auth';
import { scopedViewer } from '../customers';
import { dashboardOrNotFound } from './dashboardAccess';

export const dashboardPdfMessages = {
  notListening: 'PDF export needs the server to be listening on a port.',
  tooSlow: 'The dashboard could not be printed in time. Please try again.',
} as const;

/** The answer to a print refused or stopped by the queue; a cancelled one has no client left to read it. */
const REFUSED_STATUS: Record<PrintRefusedError['reason'], number> = {
  perUser: 429,
  queueFull: 503,
  timeLimit: 503,
  cancelled: 499,
};

/** GET dashboard/{id}/pdf: the dashboard's pdfView page, printed by headless Chromium as the caller sees it. */
export const dashboardPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const { renderer, queue: prints } = app.printing;

  app.get(
    dashboardPaths.dashboardPdf,
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Download the dashboard as PDF',
        description:
          'Prints /dashboards/pdfView/ in headless Chromium (CHROMIUM_PATH) with a session of the caller, so the PDF shows ' +
          'what the caller may see, with the dates and filters of the query (the view passes its own). The page names ' +
          'the dashboard, the dates and the filter values it ran with. The file name is the dashboard name. Prints are ' +
          `bounded: ${PRINTS_AT_ONCE} run at once and up to ${PRINT_QUEUE_LENGTH} more wait in line; a user has at ` +
          `most ${PRINTS_PER_USER} running or waiting (429 beyond that), a full line answers 503, both with ` +
          `Retry-After (${PRINT_RETRY_AFTER_SECONDS} s). A print is stopped after ${PRINT_TIME_LIMIT_MS / 1000} s ` +
          '(503 saying so), and one whose request is closed is dropped from the line or stopped where it is. 503 ' +
          'also when Chromium is not there.',
        params: dashboardIdParamsSchema.extend({ customerId: z.string() }),
        querystring: dashboardPdfQuerySchema,
        response: { 200: z.any().describe('The PDF file'), ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request, reply) => {
      const viewer = scopedViewer(request);
      const dashboard = await dashboardOrNotFound(app.db, viewer, request.params.id);
      const session = await loadAuthUser(app.db, viewer.userId, viewer.customerId);
      if (!session) throw new HttpError(401, 'Authentication required');
      try {
        renderer.executablePath();
      } catch (error) {
        if (error instanceof ChromiumMissingError) throw new HttpError(503, error.message);
        throw error;
      }
      const origin = ownOrigin(app);
      if (!origin) throw new HttpError(503, dashboardPdfMessages.notListening);
      const url = new URL(dashboardRoutes.pdfView, origin);
      url.searchParams.set('id', String(dashboard.row.id));
      for (const [key, value] of Object.entries(request.query)) {
        if (value !== undefined) url.searchParams.set(key, value);
      }
      // The client is gone when the answer's connection closes before the answer was written.
      const clientGone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableEnded) clientGone.abort();
      });
      const job = viewerPrintJob({
        url: url.toString(),
        token: await app.accessTokens.sign(viewer.userId),
        session,
        customerId: viewer.customerId,
        timeoutMs: PRINT_TIME_LIMIT_MS,
      });
      try {
        const pdf = await prints.run(String(viewer.userId), clientGone.signal, (signal) => renderer.print(job, signal));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(fileNameOf(dashboard.row.name, 'pdf')))
          .send(pdf);
      } catch (error) {
        if (error instanceof PrintRefusedError) {
          if (error.retryAfterSeconds !== null) reply.header('retry-after', String(error.retryAfterSeconds));
          throw new HttpError(REFUSED_STATUS[error.reason], error.message);
        }
        if (error instanceof PrintTimeoutError) throw new HttpError(503, dashboardPdfMessages.tooSlow);
        throw error;
      }
    },
  );
};
