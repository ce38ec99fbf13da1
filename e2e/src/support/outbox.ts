import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// .eml bodies are quoted-printable: lines are folded with a trailing '=' and '=' is written '=3D'.
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The newest mail (file names start with the send time) in the server's outbox, decoded. */
export async function newestMail(dataDir: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  const files = (await readdir(outbox)).filter((file) => file.endsWith('.eml')).sort();
  const newest = files.at(-1);
  if (!newest) throw new Error('the outbox is empty');
  return decodeQuotedPrintable(await readFile(join(outbox, newest), 'utf8'));
}

/** The password-reset link of a mail. */
export function resetLinkOf(mail: string): URL {
  const match = /https?:\/\/\S+\/reset-password\/\?hash=[\w%-]+/.exec(mail);
  if (!match) throw new Error('no reset link in the mail');
  return new URL(match[0]);
}
