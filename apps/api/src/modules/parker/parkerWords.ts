import type { MetricCode, ParkerDimension } from '@shelfsight/contracts';
import { distance } from 'fastest-levenshtein';
import Fuse from 'fuse.js';
import type { Term } from './parkerVocabulary';

/** Lower case, accents dropped, punctuation as spaces ('+' kept: 'Basics+'), single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9%+.]+/g, ' ')
    .replace(/\.(?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** How people name each metric; the longest phrase found in a question wins ('days out of stock' over 'stock'). */
export const metricPhrases: Record<MetricCode, string[]> = {
  DCC_SCORE: ['dcc score', 'dcc', 'content score', 'content quality'],
  AVAILABILITY: ['availability', 'in stock rate', 'in stock', 'available', 'stock rate'],
  DAYS_OUT_OF_STOCK: ['days out of stock', 'out of stock', 'oos', 'stock outs', 'stockouts', 'sold out'],
  REVIEW_COUNT: ['number of reviews', 'review count', 'reviews'],
  REVIEW_SCORE: ['rating', 'ratings', 'rated', 'stars', 'review score', 'star rating'],
  IMAGE_COUNT: ['image count', 'number of images', 'images', 'pictures', 'photos'],
  VIDEO_COUNT: ['video count', 'number of videos', 'videos'],
  PRICE_SELL: ['selling price', 'sell price', 'sales price', 'price', 'prices', 'asp', 'priced'],
  SEARCH_RANK: ['search rank', 'search ranking', 'search position', 'keyword rank'],
  CATEGORY_RANK: ['category rank', 'category ranking', 'category position'],
  PRICE_ORIGINAL: ['original price', 'was price', 'rrp', 'list price'],
  DISCOUNT_DEPTH: ['discount depth', 'discount', 'discounts', 'promotion depth', 'markdown'],
  PROMOTION_RATE: ['promotion rate', 'promo rate', 'on promotion', 'promoted'],
  PROMOTION_COUNT: ['number of promotions', 'promotions', 'promos'],
  OFFER_COUNT: ['number of offers', 'seller offers', 'offers'],
  AWARD_COUNT: ['awards', 'badges'],
  PRODUCT_COVERAGE: ['product coverage', 'coverage', 'listing completeness', 'listed'],
  PRICE_INDEX: ['price index', 'price position'],
  MAP_VIOLATIONS: ['map violations', 'map violation', 'below map', 'map breaches', 'under map'],
  BUY_BOX_OWNERSHIP: ['buy box ownership', 'buy box', 'buybox'],
  SHARE_OF_SEARCH: ['share of search', 'search share'],
};

/** How people name each dimension, singular and plural. */
export const dimensionWords: Record<ParkerDimension, string[]> = {
  RETAILER: ['retailer', 'retailers', 'shop', 'shops', 'store', 'stores', 'site', 'sites', 'webshop', 'webshops'],
  BRAND: ['brand', 'brands'],
  BRAND_TYPE: ['brand type', 'brand types'],
  COUNTRY: ['country', 'countries', 'market', 'markets'],
  PRODUCT: ['product', 'products', 'sku', 'skus', 'item', 'items', 'article', 'articles'],
};

/** Words that never start or end an entity name on their own. */
const STOP = new Set(
  'a an the of in on at for by to from and or vs versus per each which what where who how many much was were is are did do does our my we us their its with than most least top bottom best worst highest lowest average avg mean total sum number count last this past previous week month year day days yesterday today drop dropped rise rose'.split(
    ' ',
  ),
);

/** A phrase found in the question: where it starts and ends (word positions) and what it names. */
export interface Found<T> {
  start: number;
  end: number;
  value: T;
  text: string;
}

const phraseAt = (words: string[], start: number, phrase: string[]) =>
  phrase.every((word, i) => words[start + i] === word);

/** Every occurrence of the phrases in the words, longest phrases first, without overlaps. */
export function findPhrases<T>(
  words: string[],
  phrases: { words: string[]; value: T }[],
  taken: boolean[],
): Found<T>[] {
  const found: Found<T>[] = [];
  const sorted = [...phrases].sort((a, b) => b.words.length - a.words.length);
  for (const phrase of sorted) {
    for (let start = 0; start + phrase.words.length <= words.length; start += 1) {
      const end = start + phrase.words.length;
      if (taken.slice(start, end).some(Boolean) || !phraseAt(words, start, phrase.words)) continue;
      for (let i = start; i < end; i += 1) taken[i] = true;
      found.push({ start, end, value: phrase.value, text: phrase.words.join(' ') });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * How far a span may be from a catalogue name of as many words (fuse.js score, 0 = equal): two letters swapped in
 * a two-word retailer name ('Drgoerie Sonne') score about 0.25.
 */
const NAME_THRESHOLD = 0.3;

/**
 * fuse.js scores how well a span matches some part of a name, so 'show' came close to 'Shopwell' and 'trend' to
 * 'Orenda'. A near spelling must also be near the whole name: at most a quarter of the longer one's letters edited
 * ('Bolwinkle' 2 of 9, 'Kestral' 1 of 7, 'Drgoerie Sonne' 2 of 14; 'trend' against 'Orenda' is 2 of 6).
 */
const WHOLE_NAME_EDITS = 0.25;

const nearWholeName = (text: string, name: string) =>
  distance(text, name) <= WHOLE_NAME_EDITS * Math.max(text.length, name.length);

export type EntityKind = 'retailers' | 'brands' | 'brandTypes' | 'countries' | 'products';

interface Named {
  kind: EntityKind;
  term: Term;
  normalized: string;
}

/**
 * The catalogue's names found in the question: exact names first (longest first), then near spellings through
 * fuse.js for spans of the same number of words ('Bolwinkle', 'Kestral'), never spans of stop words alone.
 */
export function findEntities(words: string[], names: Named[], taken: boolean[]): Found<Named>[] {
  const exact = findPhrases(
    words,
    names.map((named) => ({ words: named.normalized.split(' '), value: named })),
    taken,
  );
  const fuse = new Fuse(names, {
    keys: ['normalized'],
    includeScore: true,
    threshold: NAME_THRESHOLD,
    ignoreLocation: true,
  });
  const fuzzy: Found<Named>[] = [];
  for (let length = 4; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const end = start + length;
      const span = words.slice(start, end);
      if (taken.slice(start, end).some(Boolean)) continue;
      if (STOP.has(span[0] as string) || STOP.has(span[length - 1] as string)) continue;
      const text = span.join(' ');
      if (text.length < 4 || /^\d+$/.test(text)) continue;
      const [best] = fuse
        .search(text)
        .filter(
          (hit) =>
            hit.item.normalized.split(' ').length === length &&
            (hit.score ?? 1) <= NAME_THRESHOLD &&
            nearWholeName(text, hit.item.normalized),
        );
      if (!best) continue;
      for (let i = start; i < end; i += 1) taken[i] = true;
      fuzzy.push({ start, end, value: best.item, text });
    }
  }
  return [...exact, ...fuzzy].sort((a, b) => a.start - b.start);
}

/** The catalogue's names, normalized, with common other names of countries. */
export function namesOf(vocabulary: Record<EntityKind, Term[]>): Named[] {
  const aliases: Record<string, string[]> = {
    DE: ['german', 'deutschland'],
    NL: ['dutch', 'holland', 'the netherlands'],
    GB: ['uk', 'united kingdom', 'britain', 'england'],
    FR: ['french'],
    BE: ['belgian'],
    ES: ['spanish', 'spain'],
    IT: ['italian'],
    AT: ['austrian'],
  };
  const named: Named[] = [];
  for (const kind of ['retailers', 'brands', 'brandTypes', 'countries', 'products'] as const) {
    for (const term of vocabulary[kind]) {
      named.push({ kind, term, normalized: normalize(term.name) });
      const code = (term as Term & { code?: string }).code;
      for (const alias of code ? (aliases[code] ?? []) : []) named.push({ kind, term, normalized: alias });
    }
  }
  return named.filter((entry) => entry.normalized.length > 0);
}

/** The metric phrases as fuse.js reads them, for misspelt metrics ('avilability'). */
export function nearMetric(words: string[], taken: boolean[]): Found<MetricCode> | null {
  const entries = Object.entries(metricPhrases).flatMap(([code, phrases]) =>
    phrases.filter((phrase) => phrase.length >= 5).map((phrase) => ({ code: code as MetricCode, phrase })),
  );
  const fuse = new Fuse(entries, { keys: ['phrase'], includeScore: true, threshold: 0.3 });
  for (let length = 3; length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const end = start + length;
      if (taken.slice(start, end).some(Boolean)) continue;
      const text = words.slice(start, end).join(' ');
      if (text.length < 5 || STOP.has(words[start] as string)) continue;
      const [best] = fuse.search(text).filter((hit) => hit.item.phrase.split(' ').length === length);
      if (best && (best.score ?? 1) <= 0.3) {
        for (let i = start; i < end; i += 1) taken[i] = true;
        return { start, end, value: best.item.code, text };
      }
    }
  }
  return null;
}
