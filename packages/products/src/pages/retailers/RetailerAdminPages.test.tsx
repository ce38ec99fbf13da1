import { sampleAuthUser, signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeServer, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { clientRoutes } from '@shelfsight/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { uploadFile } from '@shelfsight/api-client';
import type * as ApiClient from '@shelfsight/api-client';
import { describe, expect, it, vi } from 'vitest';
import { amazonDe, bolNl, sampleAdminRetailers } from '../../testing/sampleRetailers';
import { RetailerDetailsPage } from './RetailerDetailsPage';
import { RetailerFormPage } from './RetailerFormPage';
import { RetailerListPage } from './RetailerListPage';

type ApiClientModule = typeof ApiClient;
vi.mock('@shelfsight/api-client', async (importOriginal) => ({
  ...(await importOriginal<ApiClientModule>()),
  uploadFile: vi.fn(),
}));

const systemAdmin = { ...sampleAuthUser, isSystemAdmin: true, isAdmin: false };
const countries = [
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
];

function renderAt(route: string, user = systemAdmin) {
  return renderRoutes(
    [
      { path: clientRoutes.adminRetailer, element: <RetailerListPage /> },
      { path: clientRoutes.adminRetailerCreate, element: <RetailerFormPage /> },
      { path: clientRoutes.adminRetailerEdit, element: <RetailerFormPage /> },
      { path: clientRoutes.adminRetailerDetails, element: <RetailerDetailsPage /> },
      { path: clientRoutes.noAccess, element: <p>No access page</p> },
    ],
    { preloadedState: { session: signedInSession({ user }) }, route },
  );
}

describe('retailer admin pages', () => {
  it('lists retailers with their customer counts and opens the details', async () => {
    fakeServer((request) => (request.url.includes('/retailers/11') ? json(amazonDe) : json(sampleAdminRetailers)));
    const { user, router } = renderAt(clientRoutes.adminRetailer);
    const row = (await screen.findByText('bol.com')).closest('tr') as HTMLElement;
    expect(within(row).getByText(String(bolNl.customerCount))).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Amazon.de' }));
    expect(await screen.findByText('https://www.amazon.de/s?k={keyword}')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?id=11');
  });

  it('uploads a logo from the details and shows the new one', async () => {
    const uploaded = { ...amazonDe, logoUrl: '/api/retailer-logos/11-0123456789abcdef0123456789abcdef.png' };
    let stored = amazonDe;
    fakeServer(() => json(stored));
    // The multipart body is sent by uploadFile, tested in api-client; here it stands in for the server's work.
    vi.mocked(uploadFile).mockImplementation(async () => {
      stored = uploaded;
      return uploaded;
    });
    const { container, user } = renderAt(`${clientRoutes.adminRetailerDetails}?id=11`);
    await screen.findByRole('button', { name: 'Upload logo' });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(200).fill(137)], 'amazon.png', { type: 'image/png' }));
    await waitFor(() => expect(uploadFile).toHaveBeenCalled());
    expect(vi.mocked(uploadFile).mock.calls[0]?.[0]).toMatchObject({ url: 'retailers/11/logo' });
    await waitFor(() => expect(container.querySelector('img')).toHaveAttribute('src', uploaded.logoUrl));
  });

  it('edits a retailer and shows it afterwards', async () => {
    const calls = fakeServer((request) => {
      if (request.url.endsWith('/countries')) return json(countries);
      if (request.method === 'PUT') return json({ ...amazonDe, displayName: 'Amazon Germany' });
      return json(amazonDe);
    });
    const { user, router } = renderAt(`${clientRoutes.adminRetailerEdit}?id=11`);
    const displayName = await screen.findByLabelText('Display name');
    await user.clear(displayName);
    await user.type(displayName, 'Amazon Germany');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(clientRoutes.adminRetailerDetails));
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: '/api/retailers/11',
      body: { displayName: 'Amazon Germany', countryCode: 'DE' },
    });
  });

  it('shows the server’s message beside the field on a failed create', async () => {
    fakeServer((request) => {
      if (request.url.endsWith('/countries')) return json(countries);
      return json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Unknown country',
          fields: { name: 'A retailer with this name already exists' },
        },
        400,
      );
    });
    const { user } = renderAt(clientRoutes.adminRetailerCreate);
    await user.type(await screen.findByLabelText('Name (unique key)'), 'amazon-de');
    await user.type(screen.getByLabelText('Display name'), 'Amazon');
    await user.click(screen.getByLabelText('Country'));
    await user.click(await screen.findByText('Germany (DE)'));
    await user.type(screen.getByLabelText('Site root URL'), 'https://www.amazon.de');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A retailer with this name already exists')).toBeInTheDocument();
  });

  it('sends customer administrators to /no-access/', async () => {
    fakeServer(() => json(sampleAdminRetailers));
    renderAt(clientRoutes.adminRetailer, sampleAuthUser);
    expect(await screen.findByText('No access page')).toBeInTheDocument();
  });
});
