import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './config';
import { downloadFile, fileNameFromContentDisposition } from './download';
import { ApiRequestError } from './requestError';
import { makeStore } from './store';
import { fakeFetch, json, pathOf } from './testing/fakeFetch';
import { signedInSession } from './fixtures';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="prices.xlsx"', 'prices.xlsx'],
    ['attachment; filename=prices.csv', 'prices.csv'],
    ["attachment; filename*=UTF-8''Pre%C3%A7os%202024.xlsx", 'Preços 2024.xlsx'],
    ['attachment; filename="fallback.xlsx"; filename*=UTF-8\'\'%E2%82%AC%20rates.xlsx', '€ rates.xlsx'],
    ['attachment; filename="say \\"hi\\".xlsx"', 'say "hi".xlsx'],
    ['attachment; filename="../../etc/passwd"', '.._.._etc_passwd'],
  ])('reads %s', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });

  it.each([[null], ['attachment'], ['attachment; filename=""'], ["attachment; filename*=UTF-8''%E0%A4%A"]])(
    'falls back to download.xlsx for %s',
    (header) => {
      expect(fileNameFromContentDisposition(header)).toBe('download.xlsx');
    },
  );
});

describe('downloadFile', () => {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  let saved: { name: string; blob: Blob } | null = null;

  beforeEach(() => {
    saved = null;
    click.mockImplementation(function (this: HTMLAnchorElement) {
      saved = { name: this.download, blob: blobs.get(this.href)! };
    });
  });
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = (blob: Blob) => {
    const href = `blob:test/${blobs.size}`;
    blobs.set(href, blob);
    return href;
  };
  URL.revokeObjectURL = (href: string) => void blobs.delete(href);
  afterEach(() => configureApiClient({ onUnauthorized: () => {}, onRateLimited: () => {} }));

  it('posts the payload with the token and saves the blob under the server name', async () => {
    const fake = fakeFetch(
      () =>
        new Response('a,b\n1,2', {
          headers: { 'content-disposition': 'attachment; filename="export.csv"', 'content-type': 'text/csv' },
        }),
    );
    configureApiClient({
      onUnauthorized: vi.fn(),
      onRateLimited: vi.fn(),
      baseUrl: 'http://shop.test/api',
      fetch: fake.fetch,
    });
    makeStore({ session: signedInSession() });

    const name = await downloadFile({ url: 'widgets/3/export', customerScoped: true, body: { format: 'csv' } });

    expect(name).toBe('export.csv');
    expect(saved!.name).toBe('export.csv');
    expect(await saved!.blob.text()).toBe('a,b\n1,2');
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(pathOf(request)).toBe('/api/customer/42/widgets/3/export');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(await request.json()).toEqual({ format: 'csv' });
  });

  it('names the file download.xlsx without a content-disposition', async () => {
    const fake = fakeFetch(() => new Response('xlsx-bytes'));
    configureApiClient({
      onUnauthorized: vi.fn(),
      onRateLimited: vi.fn(),
      baseUrl: 'http://shop.test/api',
      fetch: fake.fetch,
    });
    makeStore({ session: signedInSession() });
    expect(await downloadFile({ url: 'report' })).toBe('download.xlsx');
    expect(fake.requests[0]!.method).toBe('GET');
  });

  it('rejects with the status and body of an error answer and saves nothing', async () => {
    const fake = fakeFetch(() => json({ message: 'No such export' }, 404));
    configureApiClient({
      onUnauthorized: vi.fn(),
      onRateLimited: vi.fn(),
      baseUrl: 'http://shop.test/api',
      fetch: fake.fetch,
    });
    makeStore({ session: signedInSession() });
    const failure = downloadFile({ url: 'report' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 404, data: { message: 'No such export' } });
    expect(saved).toBeNull();
  });
});
