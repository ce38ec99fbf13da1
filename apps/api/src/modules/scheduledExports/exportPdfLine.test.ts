import type { AddressInfo } from 'node:net';
import { exportDashboardSettingsSchema } from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PdfRenderer } from '../../lib/pdfRenderer';
import { createTestApp, type TestApp } from '../../test/testApp';
import { printDashboard } from './exportPdf';

// A scheduled export's PDF takes its place in the server's one print line (with a fake renderer that prints
// until the test finishes it; Chromium itself is tested in lib/pdfRenderer.test.ts).
let t: TestApp;
let started: { url: string; finish: () => void }[] = [];
const never = new AbortController().signal;

beforeAll(async () => {
  vi.spyOn(PdfRenderer.prototype, 'executablePath').mockReturnValue('/usr/bin/chromium');
  vi.spyOn(PdfRenderer.prototype, 'print').mockImplementation(
    (job) =>
      new Promise<Buffer>((resolve) => {
        started.push({ url: job.url, finish: () => resolve(Buffer.from(`%PDF-1.4 ${job.url}`)) });
      }),
  );
  t = await createTestApp();
  // The print opens the server's own pdfView page, so the server listens.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  expect((t.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('scheduled export PDFs and the print line', () => {
  it('wait for a place behind the prints under way, even with the line full, and then print', async () => {
    started = [];
    const { rows } = await t.app.db.execute<{ customer_id: number; owner_user_id: number; id: number }>(
      sql`select customer_id, owner_user_id, id from dashboards order by id limit 1`,
    );
    const dashboard = rows[0]!;
    const { queue } = t.app.printing;
    const { atOnce, queueLength } = queue.limits;
    // The app's prints fill every running place and the whole line.
    const asked = Array.from({ length: atOnce + queueLength }, (_, index) =>
      queue.run(`user ${index}`, never, (signal) =>
        t.app.printing.renderer.print({ url: `asked ${index}` } as never, signal),
      ),
    );
    expect(queue.size).toEqual({ running: atOnce, waiting: queueLength });

    const scheduled = printDashboard(
      t.app,
      { customerId: Number(dashboard.customer_id), userId: Number(dashboard.owner_user_id) },
      Number(dashboard.id),
      { dateFrom: '2026-11-01', dateTo: '2026-11-28' },
      exportDashboardSettingsSchema.parse({}),
    );
    await vi.waitFor(() => expect(queue.size).toEqual({ running: atOnce, waiting: queueLength + 1 }));
    expect(started).toHaveLength(atOnce);

    // Each finished print lets the next in line start; the export's comes after the app's that were first.
    for (let finished = 0; finished < atOnce + queueLength + 1; finished += 1) {
      await vi.waitFor(() => expect(started.length).toBeGreaterThan(finished));
      started[finished]?.finish();
    }
    await Promise.all(asked);
    const pdf = await scheduled;
    const printedUrl = started[atOnce + queueLength]?.url ?? '';
    expect(new URL(printedUrl).searchParams.get('id')).toBe(String(dashboard.id));
    expect(pdf.toString()).toContain(printedUrl);
    // Its place is given back once it has really stopped.
    await vi.waitFor(() => expect(queue.size).toEqual({ running: 0, waiting: 0 }));
  });
});
