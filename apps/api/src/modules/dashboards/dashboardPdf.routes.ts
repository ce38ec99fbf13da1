import {
  BROWSER_STORAGE_KEYS,
  dashboardIdParamsSchema,
  dashboardPaths,
  dashboardPdfQuerySchema,
  dashboardRoutes,
  PRINT_READY_SELECTOR,
} from '@shelfsight/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors as playwrightErrors } from 'playwright-core';
import { z } from 'zod';
import { attachment, fileNameOf } from '../../lib/attachment';
import { errorResponses } from '../../lib/errorResponses';
import { HttpError } from '../../lib/httpError';
import { ownOrigin } from '../../lib/ownOrigin';
import { ChromiumMissingError, PdfRenderer } from '../../lib/pdfRenderer';
import { loadAuthUser } from '../auth/authUser.repository';
import { scopedViewer } from '../customers/activeCustomer';
import { dashboardOrNotFound } from './dashboardAccess';

/** A dashboard of 50 widgets draws in a few seconds; a minute leaves room for a busy server. */
const PRINT_TIMEOUT_MS = 60_000;

export const dashboardPdfMessages = {
  notListening: 'PDF export needs the server to be listening on a port.',
  tooSlow: 'The dashboard could not be printed in time. Please try again.',
} as const;

/** GET dashboard/{id}/pdf: the dashboard's pdfView page, printed by headless Chromium as the caller sees it. */
export const dashboardPdfRoutes: FastifyPluginAsyncZod<{ chromiumPath: string | undefined }> = async (
  app,
  { chromiumPath },
) => {
  const renderer = new PdfRenderer(chromiumPath);
  app.addHook('onClose', () => renderer.close());

  app.get(
    dashboardPaths.dashboardPdf,
    {
      schema: {
        tags: ['dashboards'],
        summary: 'Download the dashboard as PDF',
        description:
          'Prints /dashboards/pdfView/ in headless Chromium (CHROMIUM_PATH) with a session of the caller, so the PDF shows ' +
          'what the caller may see, with the dates and filters of the query (the view passes its own). The page names ' +
          'the dashboard, the dates and the filter values it ran with. 503 when Chromium is not there or the page did ' +
          'not finish drawing within a minute. The file name is the dashboard name.',
        params: dashboardIdParamsSchema.extend({ customerId: z.string() }),
        querystring: dashboardPdfQuerySchema,
        response: { 200: z.any().describe('The PDF file'), ...errorResponses(400, 401, 403, 404, 503) },
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
      try {
        const pdf = await renderer.print({
          url: url.toString(),
          localStorage: {
            [BROWSER_STORAGE_KEYS.token]: await app.accessTokens.sign(viewer.userId),
            [BROWSER_STORAGE_KEYS.authUser]: JSON.stringify(session.user),
            [BROWSER_STORAGE_KEYS.scopes]: JSON.stringify(session.scopes),
            [BROWSER_STORAGE_KEYS.activeCustomerId]: String(viewer.customerId),
          },
          readySelector: PRINT_READY_SELECTOR,
          timeoutMs: PRINT_TIMEOUT_MS,
        });
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', attachment(fileNameOf(dashboard.row.name, 'pdf')))
          .send(pdf);
      } catch (error) {
        if (error instanceof playwrightErrors.TimeoutError) throw new HttpError(503, dashboardPdfMessages.tooSlow);
        throw error;
      }
    },
  );
};
