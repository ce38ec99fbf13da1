import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants';
import { detectUploadKind, toUploadErrorMessage, UPLOAD_MESSAGES, validateUploadFile } from './upload';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A File of the given size without allocating it: only `size` is read by the validator. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('validateUploadFile', () => {
  it('requires a file that is a real File', () => {
    expect(validateUploadFile(undefined)).toBe('No data.file provided');
    expect(validateUploadFile(null)).toBe('No data.file provided');
    expect(validateUploadFile({ name: 'list.csv', size: 500 })).toBe('data.file is not of type "File"');
  });

  it('accepts xlsx, csv, jpeg and png within their limits', () => {
    expect(validateUploadFile(fileOf('assortment.xlsx', XLSX, 20_000))).toBeNull();
    expect(validateUploadFile(fileOf('eans.csv', 'text/csv', 4_000))).toBeNull();
    expect(validateUploadFile(fileOf('front.jpg', 'image/jpeg', 800_000))).toBeNull();
    expect(validateUploadFile(fileOf('back.png', 'image/png', 10 * 1024 * 1024))).toBeNull();
  });

  it('rejects other types, and types outside accept', () => {
    expect(validateUploadFile(fileOf('notes.pdf', 'application/pdf', 4_000))).toBe('unsupported-filetype');
    expect(validateUploadFile(fileOf('pack.gif', 'image/gif', 4_000))).toBe('unsupported-filetype');
    expect(validateUploadFile(fileOf('front.png', 'image/png', 4_000), { accept: ['xlsx', 'csv'] })).toBe(
      'unsupported-filetype',
    );
  });

  it('calls a file under 100 bytes empty', () => {
    expect(validateUploadFile(fileOf('eans.csv', 'text/csv', UPLOAD_LIMITS.minBytes - 1))).toBe('empty-file');
    expect(validateUploadFile(fileOf('eans.csv', 'text/csv', UPLOAD_LIMITS.minBytes))).toBeNull();
  });

  it('limits spreadsheets to 5 MB and images to 64 MB', () => {
    const fiveMb = 5 * 1024 * 1024;
    expect(validateUploadFile(fileOf('list.xlsx', XLSX, fiveMb))).toBeNull();
    expect(validateUploadFile(fileOf('list.xlsx', XLSX, fiveMb + 1))).toBe(
      'File size exceeded: please upload a file smaller than 5 MB.',
    );
    expect(validateUploadFile(fileOf('list.csv', 'text/csv', fiveMb + 1))).toBe(UPLOAD_MESSAGES.spreadsheetTooLarge);
    expect(validateUploadFile(fileOf('hero.png', 'image/png', fiveMb + 1))).toBeNull();
    expect(validateUploadFile(fileOf('hero.png', 'image/png', 64 * 1024 * 1024 + 1))).toBe(
      'File size exceeded: please upload a file smaller than 64 MB.',
    );
  });
});

describe('detectUploadKind', () => {
  it('falls back to the extension when the MIME type is missing or vague', () => {
    expect(detectUploadKind({ name: 'EANS.CSV', type: '' })).toBe('csv');
    expect(detectUploadKind({ name: 'shot.JPEG', type: 'application/octet-stream' })).toBe('jpeg');
    expect(detectUploadKind({ name: 'csv', type: '' })).toBeNull();
  });
});

describe('toUploadErrorMessage', () => {
  it('keeps known messages and replaces unknown ones', () => {
    expect(toUploadErrorMessage(new Error('empty-file'))).toBe('empty-file');
    expect(toUploadErrorMessage('unsupported-filetype')).toBe('unsupported-filetype');
    expect(toUploadErrorMessage(new Error('ECONNRESET'))).toBe(
      'Something went wrong. Please try again or contact support.',
    );
    expect(toUploadErrorMessage(undefined)).toBe(UPLOAD_MESSAGES.generic);
  });
});
