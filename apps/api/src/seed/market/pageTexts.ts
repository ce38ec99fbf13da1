import { colours, productCategories } from './catalogueData';
import type { MarketProduct, MarketRetailer } from './marketCatalogue';

/** The texts of one product page version: what fact_page_texts stores and fact_daily counts. */
export interface PageTexts {
  title: string;
  subtitle: string | null;
  description: string | null;
  bullets: string[];
}

/** How long a page version's texts are, in words (as drawn by the pair simulator). */
export interface PageTextLengths {
  titleWords: number;
  subtitleWords: number;
  descriptionWords: number;
  bullets: number;
}

const features = [
  'quiet motor',
  'easy-clean design',
  'energy saving mode',
  'compact build',
  'long-lasting battery',
  'premium finish',
  'smart controls',
  'fast heat-up',
  'safety lock',
  'travel pouch',
];

const claims = [
  'Designed for everyday use and built to last.',
  'The controls are simple, so the whole family can use it.',
  'Parts that touch the product come apart for quick cleaning.',
  'A two-year manufacturer warranty is included.',
  'Delivered with a quick-start guide and all accessories needed.',
  'Independent tests rate its performance among the best in its class.',
  'Its compact size fits small kitchens, bathrooms and travel bags alike.',
  'Low energy use keeps running costs down.',
];

const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;

const bulletTemplates = [
  (feature: string) => `Comes with ${withArticle(feature)}`,
  (feature: string) => `Features ${withArticle(feature)} for daily comfort`,
  (feature: string) => `${feature.charAt(0).toUpperCase()}${feature.slice(1)} included`,
  (feature: string) => `Enjoy the ${feature} every day`,
];

/** Words of a text as counted on the page: runs of non-space characters. */
export const wordCount = (text: string | null): number =>
  text === null ? 0 : text.split(/\s+/).filter((word) => word !== '').length;

/** The first `count` words of an endless cycle of `words`, starting at `offset`. */
function takeWords(words: string[], count: number, offset: number): string[] {
  return Array.from({ length: count }, (_, index) => words[(offset + index) % words.length]!);
}

/**
 * The texts of a product page version, built from the product's name, brand, category and the catalogue's
 * word lists. Pure: the same product, retailer, version and lengths give the same texts, so the simulator
 * can count them when the version starts and write them when it ends without keeping them in memory.
 */
export function pageTexts(
  product: MarketProduct,
  retailer: MarketRetailer,
  version: number,
  lengths: PageTextLengths,
): PageTexts {
  const category = productCategories[product.category] ?? productCategories[0];
  const pick = <T>(list: readonly T[], salt: number): T =>
    list[(product.id * 7 + retailer.id * 3 + version * 5 + salt) % list.length]!;
  const colour = pick(colours, 1);
  const titleExtras = [
    '-',
    colour,
    ...category.keywords[0].split(' '),
    'with',
    ...pick(features, 2).split(' '),
    ...pick(features, 3).split(' '),
    'and',
    ...pick(features, 4).split(' '),
  ];
  const nameWords = product.name.split(' ').filter((word) => word !== '');
  const title = [...nameWords, ...titleExtras.slice(0, Math.max(0, lengths.titleWords - nameWords.length))].join(' ');

  const subtitleWords = [
    ...`${product.brandName} ${category.singular}`.split(' '),
    'in',
    ...colour.split(' '),
    'for',
    ...pick(features, 5).split(' '),
  ].filter((word) => word !== '');
  const subtitle = lengths.subtitleWords > 0 ? takeWords(subtitleWords, lengths.subtitleWords, 0).join(' ') : null;

  const opening = `The ${product.name} is ${withArticle(category.singular.toLowerCase())} by ${product.brandName || 'its maker'}.`;
  const sentences = [opening, ...claims.map((_, index) => pick(claims, 11 + index))];
  const descriptionWords = sentences.join(' ').split(' ');
  const description =
    lengths.descriptionWords > 0
      ? takeWords(descriptionWords, lengths.descriptionWords, 0)
          .join(' ')
          .replace(/[.,]?$/, '.')
      : null;

  const bullets = Array.from({ length: lengths.bullets }, (_, index) =>
    pick(bulletTemplates, index)(features[(product.id + retailer.id + index * 3 + version) % features.length]!),
  );
  return { title, subtitle, description, bullets };
}

/** The word and character counts fact_daily carries for the texts. */
export function textCounts(texts: PageTexts) {
  return {
    titleWords: wordCount(texts.title),
    titleChars: texts.title.length,
    subtitleWords: wordCount(texts.subtitle),
    subtitleChars: texts.subtitle?.length ?? 0,
    descriptionWords: wordCount(texts.description),
    descriptionChars: texts.description?.length ?? 0,
  };
}
