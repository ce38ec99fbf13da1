import { create as contentDisposition } from 'content-disposition';

/** A file name from a user's text: letters, digits, spaces, dots, dashes and underscores, never empty. */
export function fileNameOf(name: string, extension: string): string {
  const base =
    name
      .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
      .trim()
      .replace(/\s+/g, ' ') || 'download';
  return `${base}.${extension}`;
}

/** The content-disposition of a download, with the UTF-8 name for browsers and an ASCII one for the rest. */
export const attachment = (fileName: string) => contentDisposition(fileName, { type: 'attachment' });
