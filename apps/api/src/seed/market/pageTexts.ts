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

const splitWords = (text: string) => text.split(' ').filter((word) => word !== '');
const lengthOf = (words: readonly string[]) => words.reduce((sum, word) => sum + word.length, 0);
/** Characters of words joined by single spaces. */
const charsOf = (words: readonly string[]) => lengthOf(words) + Math.max(0, words.length - 1);

/** The claims' words in each order a description may take them (a rotation of the list), with their lengths. */
const claimRotations = claims.map((_, rotation) => {
  const words = splitWords(claims.map((__, index) => claims[(rotation + index) % claims.length]).join(' '));
  const prefix = [0];
  for (const word of words) prefix.push(prefix.at(-1)! + word.length);
  return { words, prefix };
});

/** A number from the pair and salt, the same on every call: what picks the words. */
const saltOf = (product: MarketProduct, retailer: MarketRetailer, salt: number) =>
  product.id * 7 + retailer.id * 3 + salt;

/** Words that join two parts of a heading: a heading cut to its length never ends on one ("… 583 -", "… in Black for"). */
const HEADING_JOINING_WORDS: ReadonlySet<string> = new Set(['-', 'with', 'and', 'in', 'for']);

function withoutTrailingJoins(words: string[]): string[] {
  let end = words.length;
  while (end > 0 && HEADING_JOINING_WORDS.has(words[end - 1]!)) end -= 1;
  return words.slice(0, end);
}

/** Title and subtitle words: a content edit keeps them, so they do not depend on the version. */
function headingWords(product: MarketProduct, retailer: MarketRetailer, lengths: PageTextLengths) {
  const category = productCategories[product.category] ?? productCategories[0];
  const pick = (list: readonly string[], salt: number) => list[saltOf(product, retailer, salt) % list.length]!;
  const colour = pick(colours, 1);
  const nameWords = splitWords(product.name);
  const extras = splitWords(
    `- ${colour} ${category.keywords[0]} with ${pick(features, 2)} ${pick(features, 3)} and ${pick(features, 4)}`,
  );
  const subtitleCycle = splitWords(`${product.brandName} ${category.singular} in ${colour} for ${pick(features, 5)}`);
  return {
    title: withoutTrailingJoins([...nameWords, ...extras.slice(0, Math.max(0, lengths.titleWords - nameWords.length))]),
    subtitle: withoutTrailingJoins(
      Array.from({ length: lengths.subtitleWords }, (_, index) => subtitleCycle[index % subtitleCycle.length]!),
    ),
  };
}

/** The description of a version as an endless cycle: an opening about the product, then the claims. */
function descriptionCycle(product: MarketProduct, retailer: MarketRetailer, version: number) {
  const category = productCategories[product.category] ?? productCategories[0];
  const opening = splitWords(
    `The ${product.name} is ${withArticle(category.singular.toLowerCase())} by ${product.brandName || 'its maker'}.`,
  );
  const claimsOf = claimRotations[saltOf(product, retailer, 11 + version * 5) % claims.length]!;
  const length = opening.length + claimsOf.words.length;
  const word = (index: number) => {
    const at = index % length;
    return at < opening.length ? opening[at]! : claimsOf.words[at - opening.length]!;
  };
  /** Σ length of the first `count` words. */
  const lettersOf = (count: number) => {
    const rest = count % length;
    const openingPart = lengthOf(opening.slice(0, Math.min(rest, opening.length)));
    const claimPart = rest > opening.length ? claimsOf.prefix[rest - opening.length]! : 0;
    return Math.floor(count / length) * (lengthOf(opening) + claimsOf.prefix.at(-1)!) + openingPart + claimPart;
  };
  return { word, lettersOf };
}

/** A description ends with a full stop: a trailing comma becomes one, else one is added. */
const endsSentence = (word: string) => word.endsWith('.') || word.endsWith(',');

/**
 * The texts of a product page version, built from the product's name, brand, category and the catalogue's
 * word lists. Pure: the same product, retailer, version and lengths give the same texts, so the simulator
 * counts them when a version starts (pageTextCounts) and writes them when it ends, keeping none in memory.
 */
export function pageTexts(
  product: MarketProduct,
  retailer: MarketRetailer,
  version: number,
  lengths: PageTextLengths,
): PageTexts {
  const heading = headingWords(product, retailer, lengths);
  let description: string | null = null;
  if (lengths.descriptionWords > 0) {
    const { word } = descriptionCycle(product, retailer, version);
    description = word(0);
    for (let index = 1; index < lengths.descriptionWords; index += 1) description += ` ${word(index)}`;
    description = endsSentence(description) ? `${description.slice(0, -1)}.` : `${description}.`;
  }
  const bullets = Array.from({ length: lengths.bullets }, (_, index) =>
    bulletTemplates[(saltOf(product, retailer, index) + version * 5) % bulletTemplates.length]!(
      features[(product.id + retailer.id + index * 3 + version) % features.length]!,
    ),
  );
  return {
    title: heading.title.join(' '),
    subtitle: heading.subtitle.length > 0 ? heading.subtitle.join(' ') : null,
    description,
    bullets,
  };
}

/** Word and character counts of the title and subtitle of pageTexts (the same for every version). */
export function headingCounts(product: MarketProduct, retailer: MarketRetailer, lengths: PageTextLengths) {
  const { title, subtitle } = headingWords(product, retailer, lengths);
  return {
    titleWords: title.length,
    titleChars: charsOf(title),
    subtitleWords: subtitle.length,
    subtitleChars: charsOf(subtitle),
  };
}

/**
 * Word and character counts of the description of pageTexts, from the words' lengths without building it (the
 * generator counts every content version of the bench tenant).
 */
export function descriptionCounts(product: MarketProduct, retailer: MarketRetailer, version: number, words: number) {
  if (words <= 0) return { descriptionWords: 0, descriptionChars: 0 };
  const { word, lettersOf } = descriptionCycle(product, retailer, version);
  const stop = endsSentence(word(words - 1)) ? 0 : 1;
  return { descriptionWords: words, descriptionChars: lettersOf(words) + words - 1 + stop };
}
