import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// .eml bodies are quoted-printable: lines are folded with a trailing '=' and '=' is written '=3D'.
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The outbox's .eml files, oldest first (their names start with the send time). */
async function outboxFiles(dataDir: string): Promise<string[]> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  return files.map((file) => join(outbox, file));
}

/** The newest mail in the server's outbox, decoded. */
export async function newestMail(dataDir: string): Promise<string> {
  const newest = (await outboxFiles(dataDir)).at(-1);
  if (!newest) throw new Error('the outbox is empty');
  return decodeQuotedPrintable(await readFile(newest, 'utf8'));
}

/** The password-reset link of a mail. */
export function resetLinkOf(mail: string): URL {
  const match = /https?:\/\/\S+\/reset-password\/\?hash=[\w%-]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]);
}

export interface MailAttachment {
  filename: string;
  /** The media type without its parameters, e.g. 'text/csv'. */
  type: string;
  content: Buffer;
}

/** A mail of the outbox as its reader sees it: headers decoded, the plain text and the attached files. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** A MIME part's headers (lower-case names, folded lines joined) and its body. */
function partOf(text: string): Part {
  const end = /\r?\n\r?\n/.exec(text);
  const head = end ? text.slice(0, end.index) : text;
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end ? text.slice(end.index + end[0].length) : '' };
}

/** A parameter of a header value (`name` of `text/csv; name="a.csv"`), quoted or not. */
function parameterOf(value: string | undefined, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}=(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(value ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/** A header's RFC 2047 words (=?utf-8?Q?...?= or =?utf-8?B?...?=) as text. */
const decodeWords = (value: string) =>
  value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BQ])\?([^?]*)\?=/gi, (_, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(word, 'base64').toString('utf8')
        : Buffer.from(decodeQuotedPrintable(word.replace(/_/g, ' ')), 'latin1').toString('utf8'),
    );

function contentOf({ headers, body }: Part): Buffer {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64');
  if (encoding === 'quoted-printable') return Buffer.from(decodeQuotedPrintable(body), 'latin1');
  return Buffer.from(body, 'utf8');
}

/** The leaf parts of a part, multipart ones opened at their boundaries. */
function leavesOf(part: Part): Part[] {
  const boundary = parameterOf(part.headers.get('content-type'), 'boundary');
  if (!boundary) return [part];
  const [, ...inner] = part.body.split(`--${boundary}--`)[0]!.split(`--${boundary}`);
  return inner.map((text) => partOf(text.replace(/^\r?\n/, ''))).flatMap(leavesOf);
}

function parseMail(raw: string): Mail {
  const mail = partOf(raw);
  const leaves = leavesOf(mail);
  const attached = (leaf: Part) => leaf.headers.get('content-disposition')?.toLowerCase().startsWith('attachment');
  const text = leaves.find((leaf) => !attached(leaf) && /^text\/plain\b/i.test(leaf.headers.get('content-type') ?? ''));
  return {
    to: decodeWords(mail.headers.get('to') ?? ''),
    subject: decodeWords(mail.headers.get('subject') ?? ''),
    text: text ? contentOf(text).toString('utf8') : '',
    attachments: leaves.filter(attached).map((leaf) => ({
      filename: decodeWords(parameterOf(leaf.headers.get('content-disposition'), 'filename') ?? ''),
      type: (leaf.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
      content: contentOf(leaf),
    })),
  };
}

/** Every mail in the server's outbox, oldest first, read as a mail program reads it (none yet: empty). */
export async function outboxMails(dataDir: string): Promise<Mail[]> {
  const files = await outboxFiles(dataDir);
  return (await Promise.all(files.map((file) => readFile(file, 'utf8')))).map(parseMail);
}
