import Fuse from 'fuse.js';
import type { ParkerVocabulary } from './parkerVocabulary';

/** Questions Parker answers over this customer's names: the examples and a few more shapes. */
export function answerableQuestions(vocabulary: ParkerVocabulary): string[] {
  const retailer = vocabulary.retailers[0]?.name ?? 'your retailers';
  const [first, second] = vocabulary.brands;
  const country = vocabulary.countries[0]?.name;
  return [
    `Which products were out of stock at ${retailer} last week?`,
    first && second
      ? `Average selling price of ${first.name} vs ${second.name} last month`
      : 'Average selling price by brand last month',
    'Where did our DCC score drop most this month?',
    country ? `Top 5 brands by rating in ${country}` : 'Top 5 brands by rating',
    'How many MAP violations yesterday?',
    'Availability by retailer last week',
    `Promotion rate at ${retailer} this month`,
    'Top 10 products by number of reviews',
    'Price index by retailer last month',
    'Share of search by brand last week',
    'Buy box ownership by retailer yesterday',
    'Product coverage by country last month',
    'Where did availability drop most last week?',
    'Average discount depth by brand this month',
  ];
}

/**
 * The answerable questions closest to one Parker could not answer: those sharing its words first (fuse.js),
 * else the first examples; with the names it recognised, a question about them leads.
 */
export function closestQuestions(
  question: string,
  vocabulary: ParkerVocabulary,
  recognised: string[],
  count = 3,
): string[] {
  const known = answerableQuestions(vocabulary);
  const fuse = new Fuse(known, { includeScore: true, threshold: 0.6, ignoreLocation: true });
  const close = fuse.search(question).map((hit) => hit.item);
  const aboutRecognised = recognised.length ? [`Availability ${recognisedScope(recognised)} last week`] : [];
  return [...new Set([...aboutRecognised, ...close, ...known])].slice(0, count);
}

/** 'retailer Bolwinkel' becomes 'at Bolwinkel', 'brand Acme' 'for Acme', 'country Germany' 'in Germany'. */
function recognisedScope(recognised: string[]): string {
  const words: string[] = [];
  for (const part of recognised) {
    const [kind, ...name] = part.split(' ');
    if (kind === 'retailer') words.push(`at ${name.join(' ')}`);
    else if (kind === 'brand' || kind === 'product') words.push(`for ${name.join(' ')}`);
    else if (kind === 'country') words.push(`in ${name.join(' ')}`);
  }
  return words.join(' ');
}
