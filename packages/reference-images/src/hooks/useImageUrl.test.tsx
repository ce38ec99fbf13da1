import { signedInSession } from '@shelfsight/api-client/fixtures';
import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useImageUrl } from './useImageUrl';

function Picture({ file = null, src }: { file?: File | null; src: string | null }) {
  const url = useImageUrl(file, src);
  return url ? <img src={url} alt="picture" /> : <p>placeholder</p>;
}

const SRC = '/api/customer/42/product-reference-image/501/file';

describe('useImageUrl', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    let made = 0;
    vi.stubGlobal('fetch', fetchMock);
    // The test environment has no object URLs.
    URL.createObjectURL = () => `blob:picture-${++made}`;
    URL.revokeObjectURL = () => {};
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('fetches a stored picture by its source through the path call, with the session token', async () => {
    fetchMock.mockResolvedValue(new Response('png', { status: 200 }));
    renderWithProviders(<Picture src={SRC} />, { preloadedState: { session: signedInSession({ token: 'tok-9' }) } });
    expect(await screen.findByRole('img', { name: 'picture' })).toHaveAttribute('src', 'blob:picture-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [address, init] = fetchMock.mock.calls[0]!;
    const url = new URL(String(address), 'http://app.test');
    expect(url.pathname).toBe('/api/get-product-reference-image');
    expect(url.searchParams.get('path')).toBe(SRC);
    expect(init?.headers).toEqual({ authorization: 'Bearer tok-9' });
  });

  it('keeps the placeholder when the server refuses the picture', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 403 }));
    renderWithProviders(<Picture src={SRC} />, { preloadedState: { session: signedInSession() } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.getByText('placeholder')).toBeInTheDocument();
  });

  it('shows a chosen file at once, asking the server nothing', async () => {
    renderWithProviders(<Picture file={new File(['x'], 'new.png')} src={null} />, {
      preloadedState: { session: signedInSession() },
    });
    expect(await screen.findByRole('img', { name: 'picture' })).toHaveAttribute('src', 'blob:picture-1');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
