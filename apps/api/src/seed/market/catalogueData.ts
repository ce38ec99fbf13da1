/** Fixed names of the demo market: fictional retailers in six countries and the goods they sell. */

export const demoCountries = [
  { code: 'DE', name: 'Germany', currency: 'EUR' },
  { code: 'NL', name: 'Netherlands', currency: 'EUR' },
  { code: 'FR', name: 'France', currency: 'EUR' },
  { code: 'GB', name: 'United Kingdom', currency: 'GBP' },
  { code: 'ES', name: 'Spain', currency: 'EUR' },
  { code: 'PL', name: 'Poland', currency: 'PLN' },
] as const;

/** Fixed rates from EUR for list prices and MAP snapshots; good enough for demo data. */
export const eurRates: Record<string, number> = { EUR: 1, GBP: 0.86, PLN: 4.3 };

export interface RetailerTemplate {
  name: string;
  displayName: string;
  countryCode: string;
  domain: string;
  /** Third-party sellers compete for the buy box on marketplaces. */
  marketplace: boolean;
  /** Prices show VAT included unless the retailer sells to businesses. */
  priceType: 'INCL' | 'EXCL';
}

export const retailerTemplates: RetailerTemplate[] = [
  {
    name: 'kaufhalle-de',
    displayName: 'Kaufhalle',
    countryCode: 'DE',
    domain: 'kaufhalle.de',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'techmarkt-de',
    displayName: 'Techmarkt',
    countryCode: 'DE',
    domain: 'techmarkt.de',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'marktplatz24-de',
    displayName: 'Marktplatz24',
    countryCode: 'DE',
    domain: 'marktplatz24.de',
    marketplace: true,
    priceType: 'INCL',
  },
  {
    name: 'drogerie-sonne-de',
    displayName: 'Drogerie Sonne',
    countryCode: 'DE',
    domain: 'drogerie-sonne.de',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'elektrowelt-de',
    displayName: 'Elektro Welt B2B',
    countryCode: 'DE',
    domain: 'elektrowelt.de',
    marketplace: false,
    priceType: 'EXCL',
  },
  {
    name: 'winkelhuis-nl',
    displayName: 'Winkelhuis',
    countryCode: 'NL',
    domain: 'winkelhuis.nl',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'bolwinkel-nl',
    displayName: 'Bolwinkel',
    countryCode: 'NL',
    domain: 'bolwinkel.nl',
    marketplace: true,
    priceType: 'INCL',
  },
  {
    name: 'koopjeshal-nl',
    displayName: 'Koopjeshal',
    countryCode: 'NL',
    domain: 'koopjeshal.nl',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'grandmagasin-fr',
    displayName: 'Grand Magasin',
    countryCode: 'FR',
    domain: 'grandmagasin.fr',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'maisonmarche-fr',
    displayName: 'Maison Marché',
    countryCode: 'FR',
    domain: 'maisonmarche.fr',
    marketplace: true,
    priceType: 'INCL',
  },
  {
    name: 'prixmalin-fr',
    displayName: 'Prix Malin',
    countryCode: 'FR',
    domain: 'prixmalin.fr',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'highstreet-uk',
    displayName: 'Highstreet Direct',
    countryCode: 'GB',
    domain: 'highstreetdirect.co.uk',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'shopwell-uk',
    displayName: 'Shopwell',
    countryCode: 'GB',
    domain: 'shopwell.co.uk',
    marketplace: true,
    priceType: 'INCL',
  },
  {
    name: 'basketco-uk',
    displayName: 'Basket & Co',
    countryCode: 'GB',
    domain: 'basketco.co.uk',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'valuedepot-uk',
    displayName: 'Value Depot',
    countryCode: 'GB',
    domain: 'valuedepot.co.uk',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'tiendassol-es',
    displayName: 'Tiendas Sol',
    countryCode: 'ES',
    domain: 'tiendassol.es',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'mercadoonline-es',
    displayName: 'Mercado Online',
    countryCode: 'ES',
    domain: 'mercadoonline.es',
    marketplace: true,
    priceType: 'INCL',
  },
  {
    name: 'elcorte-es',
    displayName: 'El Corte Azul',
    countryCode: 'ES',
    domain: 'elcorteazul.es',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'sklepplus-pl',
    displayName: 'Sklep Plus',
    countryCode: 'PL',
    domain: 'sklepplus.pl',
    marketplace: false,
    priceType: 'INCL',
  },
  {
    name: 'zakupy24-pl',
    displayName: 'Zakupy24',
    countryCode: 'PL',
    domain: 'zakupy24.pl',
    marketplace: true,
    priceType: 'INCL',
  },
];

export const thirdPartySellers = [
  'TopDeals GmbH',
  'QuickShip Trading',
  'Euro Outlet',
  'HomeGoods Direct',
  'BestPrice Store',
];

/** Product categories with a typical list price in EUR and the words shoppers search for. */
export const productCategories = [
  { name: 'Coffee machines', singular: 'Coffee Machine', price: 249, keywords: ['coffee machine', 'espresso machine'] },
  {
    name: 'Electric toothbrushes',
    singular: 'Electric Toothbrush',
    price: 79,
    keywords: ['electric toothbrush', 'sonic toothbrush'],
  },
  { name: 'Hair dryers', singular: 'Hair Dryer', price: 59, keywords: ['hair dryer', 'ionic hair dryer'] },
  {
    name: 'Headphones',
    singular: 'Wireless Headphones',
    price: 149,
    keywords: ['wireless headphones', 'noise cancelling headphones'],
  },
  { name: 'Vacuum cleaners', singular: 'Cordless Vacuum', price: 299, keywords: ['cordless vacuum', 'stick vacuum'] },
  { name: 'Blenders', singular: 'Blender', price: 89, keywords: ['blender', 'smoothie maker'] },
  { name: 'Shavers', singular: 'Electric Shaver', price: 119, keywords: ['electric shaver', 'beard trimmer'] },
  { name: 'Kettles', singular: 'Kettle', price: 39, keywords: ['electric kettle', 'glass kettle'] },
] as const;

export const brandTypeNames = ['Own brand', 'Competitor', 'Private label'] as const;

export const brandNamesByCustomer: Record<string, { own: string[]; competitors: string[]; privateLabel: string[] }> = {
  'Acme Retail': {
    own: ['Acme', 'Acme Pro', 'Acme Home'],
    competitors: ['Voltera', 'Brisa', 'Nordhaus', 'Kestrel', 'Lumio', 'Sanvo', 'Parallax', 'Orenda'],
    privateLabel: ['ValueLine', 'Basics+'],
  },
  Brandco: {
    own: ['Brandco', 'Brandco Studio'],
    competitors: ['Voltera', 'Nordhaus', 'Aurelle', 'Tamsin', 'Quokka', 'Ridgeway'],
    privateLabel: ['StoreChoice'],
  },
};

export const productSeries = ['Classic', 'Pro', 'Max', 'Lite', 'Eco', 'Ultra', 'Smart', 'Compact', 'Plus', 'Prime'];
export const colours = ['Black', 'White', 'Silver', 'Rose Gold', 'Graphite', 'Blue', 'Red'];
export const segments = ['Premium', 'Mid-range', 'Entry'] as const;
export const lifecycleTags = ['New launch', 'Core range', 'End of life'] as const;

export const specNames = [
  'Power',
  'Weight',
  'Colour',
  'Dimensions',
  'Warranty',
  'Material',
  'Battery life',
  'Noise level',
  'Capacity',
  'Cable length',
  'Energy class',
  'Country of origin',
];

export const promotionTitles = ['Summer deal', 'Weekend offer', 'Price drop', '2 for 1', 'Flash sale', 'Member price'];
export const awardLabels = ['Best buy', 'Test winner', "Editor's choice", 'Customer favourite'];
export const reviewTitles = {
  positive: ['Great value', 'Does exactly what it says', 'Very happy', 'Excellent quality', 'Would buy again'],
  neutral: ['Okay for the price', 'Decent', 'Does the job'],
  negative: ['Stopped working', 'Disappointed', 'Not as described', 'Too loud'],
};
export const reviewBodies = {
  positive: 'Arrived quickly and works well. Easy to set up and clean.',
  neutral: 'Works, but the build feels a bit cheap compared to the previous model.',
  negative: 'Broke after a few weeks of normal use; the replacement took too long.',
};
export const stockTexts = {
  inStock: ['In stock', 'In stock, ready to ship'],
  low: 'Only a few left',
  out: ['Out of stock', 'Temporarily unavailable'],
};
export const deliveryTexts = ['Delivered tomorrow', 'Delivery in 2-3 working days', 'Delivery in 3-5 working days'];
