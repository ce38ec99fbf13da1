import { simpleParser } from 'mailparser';

/** What a mail client shows of a written .eml: its decoded subject, plain-text and HTML bodies. */
export interface ParsedMail {
  subject: string | undefined;
  text: string | null;
  html: string | null;
}

/** Reads an .eml the outbox mailer wrote (nodemailer's MIME) back with mailparser, as a mail client would. */
export async function parseEml(eml: string): Promise<ParsedMail> {
  const mail = await simpleParser(eml);
  // mailparser ends a decoded text part with the line break MIME puts before the boundary.
  return { subject: mail.subject, text: mail.text?.replace(/\n$/, '') ?? null, html: mail.html || null };
}
