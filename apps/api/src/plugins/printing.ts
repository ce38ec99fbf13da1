import fp from 'fastify-plugin';
import { PdfRenderer } from '../lib/pdfRenderer';
import { PrintQueue } from '../lib/printQueue';

/**
 * One Chromium and one print line for the whole server: dashboard PDFs asked for in the app and those of
 * scheduled exports share the same bounds, so a burst of scheduled runs cannot print beside a full line.
 */
export interface Printing {
  renderer: PdfRenderer;
  queue: PrintQueue;
}

declare module 'fastify' {
  interface FastifyInstance {
    printing: Printing;
  }
}

export const printingPlugin = fp<{ chromiumPath: string | undefined }>(
  async (app, { chromiumPath }) => {
    const printing: Printing = { renderer: new PdfRenderer(chromiumPath), queue: new PrintQueue() };
    app.decorate('printing', printing);
    app.addHook('onClose', () => printing.renderer.close());
  },
  { name: 'printing' },
);
