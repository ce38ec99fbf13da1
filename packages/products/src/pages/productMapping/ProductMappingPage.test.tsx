import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleMappable, sampleTags } from '../../testing/selectionSamples';
import { ConfirmProvider } from '@shelfsight/ui-kit';
import { MAPPING_TEXTS, ProductMappingPage } from './ProductMappingPage';

const session = { preloadedState: { session: signedInSession() } };
const productItems = [
  {
    id: 101,
    key: 'p101',
    name: sampleMappable.product.name,
    savedFilterIds: [],
    excluded: false,
    licenseExcluded: false,
    roleExcluded: false,
    details: '4012345678901',
    ownerName: null,
  },
  {
    id: 102,
    key: 'p102',
    name: 'Brewmaster Barista coffee machine 450',
    savedFilterIds: [],
    excluded: false,
    licenseExcluded: false,
    roleExcluded: false,
    details: null,
    ownerName: null,
  },
];
const lookups = {
  'GET /api/customer/42/dashboard/filter/products': () => json(productItems),
  'GET /api/customer/42/tags': () => json(sampleTags),
  'GET /api/customer/42/mappable-products/101': () => json(sampleMappable),
};
const page = (
  <ConfirmProvider>
    <ProductMappingPage />
  </ConfirmProvider>
);
const rowOf = (text: string) => within(screen.getByText(text).closest('tr') as HTMLElement);

async function chooseProduct(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(screen.getByLabelText('Product'));
  await user.click(await screen.findByTitle(sampleMappable.product.name));
  await screen.findByText('Barista Pro 540 coffee machine, black');
}

describe('ProductMappingPage', () => {
  it('maps a suggested retailer product to the chosen product at once', async () => {
    let answer = sampleMappable;
    const server = fakeRoutes({
      ...lookups,
      'GET /api/customer/42/mappable-products/101': () => json(answer),
      'POST /api/customer/42/mappable-products/101/map': () => {
        // The server's answer afterwards: the page is the product's, its former one at that retailer unmapped.
        answer = {
          ...sampleMappable,
          retailerProducts: sampleMappable.retailerProducts.map((candidate) =>
            candidate.shopProductId === 'EM-4471' ? { ...candidate, productId: 101 } : candidate,
          ),
        };
        return json({ retailerProductId: 9, productId: 101 });
      },
    });
    const { user } = renderWithProviders(page, session);
    await chooseProduct(user);
    await user.click(screen.getByRole('button', { name: 'Map EM-4471 at Elektro Markt' }));
    expect(await rowOf('Barista Pro 540 coffee machine, black').findByText('this product')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.calls.find((call) => call.method === 'POST')?.body).toEqual({
        retailerId: 3,
        shopProductId: 'EM-4471',
      }),
    );
  });

  it('limits the candidates to a tag and rolls a refused unmap back', async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/mappable-products/101/unmap': () =>
        json(
          { statusCode: 400, error: 'Bad Request', message: 'This retailer product is not mapped to this product.' },
          400,
        ),
    });
    const { user } = renderWithProviders(page, session);
    await chooseProduct(user);
    await user.click(screen.getByRole('button', { name: /^Unmap / }));
    expect(await screen.findByText('The mapping was not saved; it is shown as before.')).toBeInTheDocument();
    expect(rowOf('Brewmaster Barista Pro 540 Kaffeevollautomat').getByText('this product')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Tag'));
    await user.click(await screen.findByTitle('Premium'));
    await waitFor(() =>
      expect(server.requests.some((request) => new URL(request.url).searchParams.get('tag_id') === '12')).toBe(true),
    );
  });

  it("asks before taking a retailer product from another product, naming it, and maps only on 'Map here'", async () => {
    const server = fakeRoutes({
      ...lookups,
      'POST /api/customer/42/mappable-products/101/map': () => json({ retailerProductId: 530, productId: 101 }),
    });
    const { user } = renderWithProviders(page, session);
    await chooseProduct(user);
    const mapElsewhere = screen.getByRole('button', { name: 'Map SN-201 at ShopNord' });
    await user.click(mapElsewhere);
    expect(
      await screen.findByText("ShopNord's SN-201 is mapped to Brewmaster Barista coffee machine 450.", {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText(MAPPING_TEXTS.moveTitle)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(mapElsewhere);
    await user.click(await screen.findByRole('button', { name: MAPPING_TEXTS.move }));
    await waitFor(() =>
      expect(server.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
        { retailerId: 5, shopProductId: 'SN-201' },
      ]),
    );
  });

  it('opens the product named in the address, so a reload keeps the candidates', async () => {
    fakeRoutes(lookups);
    renderWithProviders(page, { ...session, route: '/product-mapping/?id=101' });
    expect(await screen.findByText('Barista Pro 540 coffee machine, black')).toBeInTheDocument();
    const picker = screen.getByLabelText('Product').closest('.ant-select') as HTMLElement;
    expect(await within(picker).findByText(sampleMappable.product.name, { exact: false })).toBeInTheDocument();
  });
});
