import { afterEach, describe, expect, it, vi } from 'vitest';
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
