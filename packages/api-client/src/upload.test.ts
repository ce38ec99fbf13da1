import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from './config';
import { makeStore } from './store';
import { fakeFetch, json, pathOf, type Handler } from './testing/fakeFetch';
import { signedInSession } from './fixtures';
import { UPLOAD_MESSAGES } from '@shelfsight/contracts';
import { uploadFile } from './upload';

// Sizes above a few KB are declared rather than allocated: only the size is checked before sending.
function sized(name: string, bytes: number, type = ''): File {
  const file = new File([new Uint8Array(Math.min(bytes, 4096))], name, { type });
  if (bytes > 4096) Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

function serve(handler: Handler) {
  const fake = fakeFetch(handler);
  configureApiClient({
    onUnauthorized: vi.fn(),
    onRateLimited: vi.fn(),
    baseUrl: 'http://shop.test/api',
    fetch: fake.fetch,
  });
  makeStore({ session: signedInSession() });
  return fake;
}

beforeEach(() => localStorage.clear());

describe('uploadFile', () => {
  it('refuses a call without url or data before sending anything', async () => {
    const fake = serve(() => json({}));
    await expect(uploadFile({ url: '', data: { file: sized('a.csv', 200) } })).rejects.toThrow('Incorrect parameters');
    // @ts-expect-error -- data is required; callers without types may still omit it
    await expect(uploadFile({ url: 'lists/upload' })).rejects.toThrow('Incorrect parameters');
    await expect(uploadFile({ url: 'lists/upload', data: { file: sized('a.gif', 200) } })).rejects.toThrow(
      'unsupported-filetype',
    );
    expect(fake.requests).toHaveLength(0);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('posts the file and the extra fields as multipart with the token', async () => {
    // jsdom's File and FormData are foreign to Node's Request; use Node's, as a browser has one family.
    const bufferModule = 'node:buffer';
    const node = (await import(/* @vite-ignore */ bufferModule)) as { File: typeof File; Blob: typeof Blob };
    const nodeForm = (await new Response(new URLSearchParams('a=1')).formData()).constructor;
    vi.stubGlobal('File', node.File);
    vi.stubGlobal('Blob', node.Blob);
    vi.stubGlobal('FormData', nodeForm);
    const fake = serve(() => json({ id: 12 }));
    const result = await uploadFile<{ id: number }>({
      url: 'product-lists/upload',
      customerScoped: true,
      data: { file: sized('list.csv', 150, 'text/csv'), name: 'Spring', options: { overwrite: true } },
    });
    expect(result).toEqual({ id: 12 });
    const request = fake.requests[0]!;
    expect(request.method).toBe('POST');
    expect(pathOf(request)).toBe('/api/customer/42/product-lists/upload');
    expect(request.headers.get('authorization')).toBe('Bearer tok-1');
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = await request.formData();
    expect(form.get('name')).toBe('Spring');
    expect(form.get('options')).toBe('{"overwrite":true}');
    expect((form.get('file') as File).size).toBe(150);
  });

  it('keeps a known server message and replaces an unknown one', async () => {
    serve(() => json({ message: 'empty-file' }, 422));
    await expect(uploadFile({ url: 'up', data: { file: sized('a.csv', 200) } })).rejects.toMatchObject({
      message: 'empty-file',
      status: 422,
    });
    serve(() => json({ message: 'disk quota exceeded' }, 500));
    await expect(uploadFile({ url: 'up', data: { file: sized('a.csv', 200) } })).rejects.toThrow(
      UPLOAD_MESSAGES.generic,
    );
  });
});
