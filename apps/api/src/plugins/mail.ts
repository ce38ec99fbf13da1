import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (nodemailer encodes them; keep them small, links beyond ~10 MB). */
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}

export interface Mailer {
  /** Resolves with the message id; in outbox mode the .eml file is written before it resolves. */
  send(message: MailMessage): Promise<string>;
  close(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

const FROM = 'Shelfsight <no-reply@shelfsight.test>';

/** SMTP when a URL is given; otherwise every message becomes an .eml file in the outbox folder. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: FROM, ...message });
        return info.messageId;
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: FROM, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const safeId = info.messageId.replace(/[^a-zA-Z0-9.-]/g, '');
      const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeId}.eml`);
      await writeFile(file, info.message);
      return info.messageId;
    },
    close: () => transport.close(),
  };
}

export const mailPlugin = fp<{ smtpUrl?: string; outboxDir: string }>(
  async (app, options) => {
    const mailer = createMailer(options);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
