import type { MarketCatalogue } from './marketCatalogue';

/**
 * A hand-made tenant for generator tests: two retailers (one marketplace), twelve products with and
 * without MAP, every product expected at both retailers, one pair without a product page.
 */
export function testCatalogue(): MarketCatalogue {
  const products = Array.from({ length: 12 }, (_, index) => ({
    id: index + 1,
    name: `${['Acme', 'Voltera', 'Brisa'][index % 3] ?? 'Acme'} ${['Classic', 'Pro', 'Max'][index % 3] ?? 'Classic'} ${['Coffee Machine', 'Electric Toothbrush'][index % 2] ?? 'Coffee Machine'} ${100 + index}`,
    brandId: (index % 3) + 1,
    brandName: ['Acme', 'Voltera', 'Brisa'][index % 3] ?? 'Acme',
    ownBrand: index % 3 === 0,
    category: index % 2,
    rrpEur: 50 + index * 10,
    mapEur: index % 4 === 3 ? null : Math.round((50 + index * 10) * 0.85 * 100) / 100,
    gtin: `40000000000${String(index).padStart(2, '0')}`,
    mpn: `ACM-${index}`,
  }));
  return {
    customerId: 1,
    retailers: [
      {
        id: 1,
        name: 'kaufhalle-de',
        countryCode: 'DE',
        currency: 'EUR',
        priceType: 'INCL',
        marketplace: false,
        siteRootUrl: 'https://www.kaufhalle.de',
        keywordUrl: 'https://www.kaufhalle.de/search?q={keyword}',
        sellerIds: [1],
      },
      {
        id: 2,
        name: 'shopwell-uk',
        countryCode: 'GB',
        currency: 'GBP',
        priceType: 'INCL',
        marketplace: true,
        siteRootUrl: 'https://www.shopwell.co.uk',
        keywordUrl: 'https://www.shopwell.co.uk/search?q={keyword}',
        sellerIds: [2, 3, 4, 5, 6],
      },
    ],
    products,
    pairs: [1, 2].flatMap((retailerId) =>
      products.map((product) => ({
        retailerId,
        productId: product.id,
        hasPdp: !(retailerId === 1 && product.id === 12),
      })),
    ),
    keywords: [
      { id: 1, retailerId: 1, name: 'coffee machine', url: null, category: 0 },
      { id: 2, retailerId: 2, name: 'electric toothbrush', url: null, category: 1 },
    ],
    categories: [
      {
        id: 1,
        retailerId: 2,
        name: 'Coffee machines',
        url: 'https://www.shopwell.co.uk/c/coffee-machines',
        category: 0,
      },
    ],
    otherPages: [{ id: 2, retailerId: 2, name: 'Home page', url: 'https://www.shopwell.co.uk/', category: 1 }],
  };
}
