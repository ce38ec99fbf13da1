import { afterEach, describe, expect, it, vi } from 'vitest';
import { handleBrowserError } from './browserErrors';
import { reportError } from './errorLog';

describe('reportError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('posts the report to the error-log path', () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchSpy);
    reportError({ message: 'boom' });
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/log/error',
      expect.objectContaining({ method: 'POST', keepalive: true }),
    );
  });
});

describe('handleBrowserError', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports a script error but not the browser's ResizeObserver loop notice", () => {
    const fetchSpy = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchSpy);
    handleBrowserError('ResizeObserver loop completed with undelivered notifications.', {
      file: '/dashboards/pdfView/',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    handleBrowserError(new TypeError('Cannot read properties of undefined'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
  });
});
