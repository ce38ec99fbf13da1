/**
 * Reads the .eml files the outbox mailer writes (nodemailer's MIME output) back into their parts, so tests
 * assert what a mail client shows: the decoded plain-text and HTML bodies and the decoded headers.
 */
export interface ParsedMail {
  headers: Record<string, string>;
  text: string | null;
  html: string | null;
  /** Content types of the leaf parts, in order. */
  parts: string[];
}

/** '=?UTF-8?Q?Caf=C3=A9?=' and '=?UTF-8?B?Q2Fmw6k=?=' words of a header. */
function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([qb])\?([^?]*)\?=\s*/gi, (_, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replaceAll('_', ' ')),
  );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const unfolded = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < unfolded.length; index += 1) {
    const hex = unfolded.slice(index + 1, index + 3);
    if (unfolded[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(entity: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function walk(entity: string, into: ParsedMail) {
  const { headers, body } = splitHead(entity);
  const type = (headers['content-type'] ?? 'text/plain').split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      walk(section.replace(/^\r?\n/, ''), into);
    }
    return;
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  const decoded =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  into.parts.push(type);
  const content = decoded.replace(/\r?\n$/, '');
  if (type === 'text/plain' && into.text === null) into.text = content;
  if (type === 'text/html' && into.html === null) into.html = content;
}

export function parseEml(eml: string): ParsedMail {
  const mail: ParsedMail = { headers: splitHead(eml).headers, text: null, html: null, parts: [] };
  walk(eml, mail);
  return mail;
}
