import { countryIdOf } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { parseQuestion } from './parkerParser';
import type { ParkerVocabulary } from './parkerVocabulary';

// Newest facts on Sunday 29 November 2026: the reference day is Monday 30 November.
const vocabulary: ParkerVocabulary = {
  retailers: [
    { id: 3, name: 'Bolwinkel' },
    { id: 4, name: 'Winkelhuis' },
    { id: 7, name: 'Elektro Welt B2B' },
    { id: 9, name: 'Drogerie Sonne' },
    { id: 11, name: 'Shopwell' },
  ],
  brands: [
    { id: 1, name: 'Acme' },
    { id: 2, name: 'Acme Pro' },
    { id: 5, name: 'Kestrel' },
    { id: 6, name: 'Basics+' },
    { id: 8, name: 'Orenda' },
  ],
  brandTypes: [{ id: 1, name: 'Own brand' }],
  products: [{ id: 40, name: 'Acme Pro Electric Toothbrush Black' }],
  countries: [
    { id: countryIdOf('DE'), name: 'Germany', code: 'DE' },
    { id: countryIdOf('NL'), name: 'Netherlands', code: 'NL' },
  ],
  lastFactDay: '2026-11-29',
};
const parse = (question: string) => parseQuestion(question, vocabulary).query;

describe('parseQuestion: the examples of the issue', () => {
  it('Which products were out of stock at Bolwinkel last week?', () => {
    expect(parse('Which products were out of stock at Bolwinkel last week?')).toMatchObject({
      metric: 'DAYS_OUT_OF_STOCK',
      aggregation: 'SUM',
      dimension: 'PRODUCT',
      filters: { retailers: [3] },
      period: { dateFrom: '2026-11-23', dateTo: '2026-11-29' },
      condition: { operator: '>', value: 0 },
    });
  });

  it('Average selling price of Acme vs Kestrel in October', () => {
    expect(parse('Average selling price of Acme vs Kestrel in October')).toMatchObject({
      metric: 'PRICE_SELL',
      aggregation: 'AVG',
      dimension: 'BRAND',
      filters: { brands: [1, 5] },
      period: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
      compare: null,
    });
  });

  it('Where did our DCC score drop most this month?', () => {
    expect(parse('Where did our DCC score drop most this month?')).toMatchObject({
      metric: 'DCC_SCORE',
      dimension: 'RETAILER',
      order: 'LARGEST_DROP',
      period: { dateFrom: '2026-11-01', dateTo: '2026-11-29' },
      compare: { dateFrom: '2026-10-03', dateTo: '2026-10-31' },
    });
  });

  it('Top 5 brands by rating in Germany', () => {
    expect(parse('Top 5 brands by rating in Germany')).toMatchObject({
      metric: 'REVIEW_SCORE',
      aggregation: null,
      dimension: 'BRAND',
      order: 'HIGHEST',
      limit: 5,
      filters: { countries: [countryIdOf('DE')], brands: [] },
      period: { dateFrom: '2026-10-31', dateTo: '2026-11-29' },
    });
  });

  it('How many MAP violations yesterday?', () => {
    expect(parse('How many MAP violations yesterday?')).toMatchObject({
      metric: 'MAP_VIOLATIONS',
      aggregation: 'SUM',
      dimension: null,
      period: { dateFrom: '2026-11-29', dateTo: '2026-11-29' },
    });
  });
});

describe('parseQuestion: other phrasings', () => {
  it('reads misspelt names and metrics', () => {
    expect(parse('avilability at Bolwinkle in the last 7 days')).toMatchObject({
      metric: 'AVAILABILITY',
      filters: { retailers: [3] },
      period: { dateFrom: '2026-11-23', dateTo: '2026-11-29' },
    });
  });

  it('reads a value over time: named buckets, or for a trend the finest that fits the table', () => {
    expect(parse('daily availability at Bolwinkel last week')).toMatchObject({
      metric: 'AVAILABILITY',
      overTime: 'DAY',
      dimension: null,
      filters: { retailers: [3] },
    });
    expect(parse('monthly rating of Kestrel')).toMatchObject({ metric: 'REVIEW_SCORE', overTime: 'MONTHNUM' });
    // 30 days are 31 rows by day, more than the table holds: by week.
    expect(parse('price trend of Acme in the last 30 days')).toMatchObject({ overTime: 'WEEK', compare: null });
    expect(parse('availability trend last week')).toMatchObject({ overTime: 'DAY' });
    // Split by an item, a trend would be a table of buckets per item: the split wins.
    expect(parse('availability trend by retailer')).toMatchObject({ dimension: 'RETAILER', overTime: null });
    expect(parse('availability at Bolwinkel last week')).toMatchObject({ overTime: null });
  });

  it('does not read a common word as the longer name it resembles a part of', () => {
    // 'show' is most of 'Shopwell' and 'trend' most of 'Orenda', but neither is a misspelling of the whole name.
    const query = parse('Show the price trend of Acme Pro Electric Toothbrush Black');
    expect(query).toMatchObject({ metric: 'PRICE_SELL', filters: { products: [40] } });
    expect(query?.filters.retailers ?? []).toEqual([]);
    expect(query?.filters.brands ?? []).toEqual([]);
  });

  it('reads two swapped letters in a name of two words', () => {
    expect(parse('availability at Drgoerie Sonne yesterday')).toMatchObject({ filters: { retailers: [9] } });
  });

  it('prefers the longest catalogue name and keeps product names whole', () => {
    expect(parse('rating of Acme Pro last month')).toMatchObject({
      filters: { brands: [2] },
      period: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
    });
    expect(parse('price of Acme Pro Electric Toothbrush Black at Winkelhuis')).toMatchObject({
      filters: { products: [40], retailers: [4], brands: [] },
    });
  });

  it('compares with the previous period when asked, and splits by a named dimension', () => {
    expect(
      parse('availability by retailer in the Netherlands this week compared to the previous period'),
    ).toMatchObject({
      metric: 'AVAILABILITY',
      dimension: 'RETAILER',
      filters: { countries: [countryIdOf('NL')] },
      period: { dateFrom: '2026-11-30', dateTo: '2026-11-30' },
      compare: { dateFrom: '2026-11-29', dateTo: '2026-11-29' },
    });
  });

  it('reads a month still ahead this year as last year’s, and a bottom count as the lowest values', () => {
    expect(parse('MAP violations by retailer in December')).toMatchObject({
      metric: 'MAP_VIOLATIONS',
      dimension: 'RETAILER',
      period: { dateFrom: '2025-12-01', dateTo: '2025-12-31' },
    });
    expect(parse('bottom 3 retailers by availability vs last year')).toMatchObject({
      dimension: 'RETAILER',
      order: 'LOWEST',
      limit: 3,
      compare: { dateFrom: '2025-10-31', dateTo: '2025-11-29' },
    });
  });

  it('compares the newest month so far with the whole month before when asked against last month', () => {
    expect(parse('How did the rating of Acme change compared with last month?')).toMatchObject({
      metric: 'REVIEW_SCORE',
      filters: { brands: [1] },
      period: { dateFrom: '2026-11-01', dateTo: '2026-11-29' },
      compare: { dateFrom: '2026-10-01', dateTo: '2026-10-31' },
    });
    expect(parse('availability at Bolwinkel yesterday against last week')).toMatchObject({
      period: { dateFrom: '2026-11-29', dateTo: '2026-11-29' },
      compare: { dateFrom: '2026-11-16', dateTo: '2026-11-22' },
    });
  });

  it('measures a change against the days right before the period', () => {
    expect(parse('How did the rating of Acme change last week?')).toMatchObject({
      period: { dateFrom: '2026-11-23', dateTo: '2026-11-29' },
      compare: { dateFrom: '2026-11-16', dateTo: '2026-11-22' },
    });
    expect(parse('rating of Acme last week')).toMatchObject({ compare: null });
  });

  it('answers no query without a metric, but says what it recognised', () => {
    const parsed = parseQuestion('What happened at Bolwinkel yesterday?', vocabulary);
    expect(parsed.query).toBeNull();
    expect(parsed.recognised).toEqual(['retailer Bolwinkel', 'yesterday']);
  });
});
