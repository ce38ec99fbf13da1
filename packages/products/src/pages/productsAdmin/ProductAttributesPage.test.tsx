import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusedEditor } from '../../testing/focusedEditor';
import { sampleAttributeColumns } from '../../testing/productsAdminSamples';
import { ProductAttributesPage } from './ProductAttributesPage';

const routes = [{ path: '/admin/products/attributes/', element: <ProductAttributesPage /> }];
const session = { session: signedInSession() };

describe('ProductAttributesPage', () => {
  it('lists the columns with their product counts and adds a number column', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/product-attribute-columns': () => json(sampleAttributeColumns),
      'POST /api/customer/42/product-attribute-columns': () =>
        json({ id: 23, name: 'Pack size', dataType: 'n', productCount: 0 }, 201),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/attributes/', preloadedState: session });
    const rrp = (await screen.findByText('RRP (EUR)')).closest('tr')!;
    expect(within(rrp).getByText(String(sampleAttributeColumns[1]!.productCount))).toBeInTheDocument();
    expect(within(rrp).getByText('Number')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New attribute'), 'Pack size');
    await user.click(screen.getByRole('button', { name: 'Add attribute' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({ name: 'Pack size', dataType: 's' }),
    );
  });

  it('renames a column and keeps its data type', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/product-attribute-columns': () => json(sampleAttributeColumns),
      'PATCH /api/customer/42/product-attribute-columns/21': () =>
        json({ ...sampleAttributeColumns[0]!, name: 'Colour name' }),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/attributes/', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Rename Colour' }));
    const name = await focusedEditor('Colour');
    await user.clear(name);
    await user.type(name, 'Colour name');
    // The edited text is saved when the field is left.
    fireEvent.blur(name);
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
        name: 'Colour name',
        dataType: 's',
      }),
    );
  });
});
