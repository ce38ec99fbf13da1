import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderRoutes } from '@shelfsight/api-client/test-utils';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { focusedEditor } from '../../testing/focusedEditor';
import { sampleTagCategories, sampleTags } from '../../testing/productsAdminSamples';
import { ProductTagsPage } from './ProductTagsPage';

const routes = [{ path: '/admin/products/tags/', element: <ProductTagsPage /> }];
const session = { session: signedInSession() };

describe('ProductTagsPage', () => {
  it('lists the tags under their categories and adds a tag to a category', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/tags': () => json(sampleTags),
      'GET /api/customer/42/tag-categories': () => json(sampleTagCategories),
      'POST /api/customer/42/tags': () => json({ id: 15, category: 2, value: 'Discontinued' }, 201),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/tags/', preloadedState: session });
    expect(await screen.findByText('Power tools')).toBeInTheDocument();
    expect(screen.getByText('Lifecycle')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'New tag in Lifecycle' }), 'Discontinued{Enter}');
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        categoryId: 2,
        value: 'Discontinued',
      }),
    );
  });

  it('adds a tag category named after its label', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/tags': () => json(sampleTags),
      'GET /api/customer/42/tag-categories': () => json(sampleTagCategories),
      'POST /api/customer/42/tag-categories': () =>
        json({ id: 3, name: 'pack-type', label: 'Pack type', value: 'pack-type', tag: 'pack-type' }, 201),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/tags/', preloadedState: session });
    await user.type(await screen.findByLabelText('New tag category'), 'Pack type');
    await user.click(screen.getByRole('button', { name: 'Add category' }));
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        name: 'pack-type',
        label: 'Pack type',
      }),
    );
  });

  it('renames a tag and a tag category, keeping the category name', async () => {
    const server = fakeRoutes({
      'GET /api/customer/42/tags': () => json(sampleTags),
      'GET /api/customer/42/tag-categories': () => json(sampleTagCategories),
      'PATCH /api/customer/42/tags/12': () => json({ id: 12, category: 1, value: 'Garden tools' }),
      'PATCH /api/customer/42/tag-categories/2': () =>
        json({ id: 2, name: 'lifecycle', label: 'Life cycle', value: 'lifecycle', tag: 'lifecycle' }),
    });
    const { user } = renderRoutes(routes, { route: '/admin/products/tags/', preloadedState: session });
    const tag = (await screen.findByText('Power tools')).closest('.ant-tag') as HTMLElement;
    await user.click(screen.getByRole('button', { name: 'Rename Power tools' }));
    const value = within(tag).getByRole('textbox');
    await user.clear(value);
    await user.type(value, 'Garden tools');
    // The edited text is saved when the field is left.
    fireEvent.blur(value);
    await waitFor(() =>
      expect(server.calls.find((call) => call.path.endsWith('/tags/12'))?.body).toEqual({ value: 'Garden tools' }),
    );
    await user.click(screen.getByRole('button', { name: 'Rename Lifecycle' }));
    const label = await focusedEditor('Lifecycle');
    await user.clear(label);
    await user.type(label, 'Life cycle');
    fireEvent.blur(label);
    await waitFor(() =>
      expect(server.calls.find((call) => call.path.endsWith('/tag-categories/2'))?.body).toEqual({
        name: 'lifecycle',
        label: 'Life cycle',
      }),
    );
  });
});
