import { dashboardRoutes, type ExportDashboardSettings } from '@shelfsight/contracts';
import type { FastifyInstance } from 'fastify';
import { ownOrigin } from '../../lib/ownOrigin';
import { viewerPrintJob } from '../../lib/pdfRenderer';
import { loadAuthUser } from '../auth';

/**
 * The dashboard's PDF as its owner sees it, printed as GET dashboard/{id}/pdf prints it: the pdfView page
 * names the dates and filter values it ran with. Chromium missing throws its reason (the instance fails).
 * The print takes its place in the server's one print line as a background print: it waits for a place
 * however busy the line, and runs within the same time limit as a print asked for in the app.
 */
export async function printDashboard(
  app: FastifyInstance,
  viewer: { customerId: number; userId: number },
  dashboardId: number,
  period: { dateFrom: string; dateTo: string },
  settings: ExportDashboardSettings,
): Promise<Buffer> {
  const { renderer, queue } = app.printing;
  renderer.executablePath();
  const session = await loadAuthUser(app.db, viewer.userId, viewer.customerId);
  if (!session) throw new Error('The owner of the export can no longer sign in to this customer.');
  const origin = ownOrigin(app);
  if (!origin) throw new Error('PDF export needs the server to be listening on a port.');
  const url = new URL(dashboardRoutes.pdfView, origin);
  url.searchParams.set('id', String(dashboardId));
  url.searchParams.set('dateFrom', period.dateFrom);
  url.searchParams.set('dateTo', period.dateTo);
  const filters = new URLSearchParams();
  for (const [field, ids] of Object.entries(settings)) if (ids.length > 0) filters.set(field, ids.join(','));
  if ([...filters.keys()].length > 0) url.searchParams.set('filters', filters.toString());
  const job = viewerPrintJob({
    url: url.toString(),
    token: await app.accessTokens.sign(viewer.userId),
    session,
    customerId: viewer.customerId,
    timeoutMs: queue.limits.timeLimitMs,
  });
  return queue.run(
    `export of user ${viewer.userId}`,
    new AbortController().signal,
    (signal) => renderer.print(job, signal),
    {
      background: true,
    },
  );
}
