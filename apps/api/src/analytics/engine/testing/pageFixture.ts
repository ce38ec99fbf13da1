import type { FactRow } from '../../factWriter';
import { FIXTURE_DAYS, type MarketFixture } from './marketFixture';

/*
 * The product pages behind the market fixture, as rows of the fact store's detail tables (FactStore.insert's row
 * form: DATE as days since 1970, TIMESTAMP as epoch ms): intraday readings, offers, promotions and reviews by day,
 * assets, specifications, breadcrumbs, awards and page texts as validity ranges that change mid-February, and
 * weekly image-similarity checks. Written for the first three products at every retailer, with nulls where the
 * columns allow them, so a store that reads them differently answers differently.
 */

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const at = (day: string, hour: number) => Date.parse(`${day}T${String(hour).padStart(2, '0')}:15:30Z`);

/** The day the pages' content changes: ranges before it end there, the current ones start there. */
export const PAGE_CHANGE_DAY = '2024-02-15';
const SIMILARITY_DAYS = ['2024-02-05', '2024-02-12', '2024-02-19', '2024-02-26'];
const STATUSES = ['equal', 'highly_similar', 'somewhat_similar', 'different', 'in_progress'];

export interface PageFactTables {
  table: string;
  rows: FactRow[];
}

export function pageFactRows(fixture: MarketFixture): PageFactTables[] {
  const tables = new Map<string, FactRow[]>();
  const emit = (table: string, row: FactRow) => tables.set(table, [...(tables.get(table) ?? []), row]);
  const days2024 = FIXTURE_DAYS.filter((day) => day >= '2024-01-24');
  const { customerId } = fixture;
  for (const [r, retailer] of fixture.retailers.entries())
    for (const [p, product] of fixture.products.slice(0, 3).entries()) {
      const keys = { customer_id: customerId, retailer_id: retailer.id, product_id: product.id };
      const sellers = fixture.sellers.filter((seller) => seller.retailerId === retailer.id);
      const price = 10 + r + p;
      for (const [d, day] of days2024.entries()) {
        const base = { ...keys, day: dayNumber(day) };
        const wobble = (d % 5) / 10;
        emit('fact_intraday', {
          ...base,
          observed_at: at(day, 8),
          selling_price: price + wobble,
          original_price: price + 2,
          in_stock: true,
          stock_text: 'In stock',
        });
        emit('fact_intraday', {
          ...base,
          observed_at: at(day, 18),
          selling_price: d % 4 === 0 ? null : price + wobble + 0.5,
          original_price: null,
          in_stock: d % 3 === 0 ? null : d % 2 === 0,
          stock_text: d % 3 === 0 ? null : 'Few left',
        });
        for (const [s, seller] of sellers.entries())
          emit('fact_offers', {
            ...base,
            seller_id: seller.id,
            offer_condition: s === 2 ? 'USED' : 'NEW',
            offer_price: s === 1 && d % 4 === 1 ? null : price + s - wobble,
            in_stock: (d + s) % 3 !== 0,
            availability_text: s === 0 ? 'Ships today' : null,
            has_buy_button: s !== 2,
            is_buy_box: s === d % Math.max(sellers.length, 1),
            rating_overall: s === 1 ? null : 4.25 - s / 4,
            rating_product_information: 4.1,
            rating_delivery_time: s === 0 ? 3.95 : null,
            rating_shipping: 4.5,
            rating_service: null,
            recent_review_count: s === 0 ? 10 + d : null,
          });
        if (d % 3 !== 1)
          emit('fact_promotions', {
            ...base,
            title: `Deal ${(d + p) % 4}`,
            text: d % 2 === 0 ? `Save ${5 + d}%` : null,
            image_url: d % 6 === 0 ? `https://img.example/deal${d}.png` : null,
            link: null,
          });
        if (d % 2 === 0)
          emit('fact_reviews', {
            ...base,
            review_key: `k${r}${p}-${String(d).padStart(2, '0')}`,
            score: 1 + ((d + r) % 5),
            title: `Review ${d}`,
            body: d % 4 === 0 ? null : `Body of review ${d}.`,
            country_code: retailer.country,
          });
      }
      const ranges = [
        { valid_from: dayNumber('2024-01-01'), valid_to: dayNumber(PAGE_CHANGE_DAY), edition: 'old' },
        { valid_from: dayNumber(PAGE_CHANGE_DAY), valid_to: null, edition: 'new' },
      ];
      for (const { edition, ...range } of ranges) {
        const base = { ...keys, ...range };
        for (let position = 1; position <= 3; position += 1)
          emit('fact_assets', {
            ...base,
            position,
            asset_type: position === 3 ? 'VIDEO' : 'IMAGE',
            src: `https://img.example/${retailer.id}/${product.id}/${edition}-${position}.jpg`,
            sub_type: position === 1 ? 'MAIN' : null,
          });
        emit('fact_specifications', { ...base, position: 1, name: 'Weight', value: `${200 + p} g` });
        emit('fact_specifications', {
          ...base,
          position: 2,
          name: 'Flavour',
          value: edition === 'old' ? null : 'Salt',
        });
        emit('fact_breadcrumbs', { ...base, level: 1, label: 'Home', url: `https://shop${r}.example` });
        emit('fact_breadcrumbs', { ...base, level: 2, label: `Snacks ${edition}`, url: null });
        emit('fact_awards', {
          ...base,
          label: `Award ${edition}`,
          image_url: null,
          target_url: 'https://tests.example',
        });
        emit('fact_page_texts', { ...base, kind: 'TITLE', position: 1, text: `Product ${p} ${edition}` });
        emit('fact_page_texts', { ...base, kind: 'DESCRIPTION', position: 1, text: `About product ${p}.` });
        for (const position of [2, 1])
          emit('fact_page_texts', { ...base, kind: 'BULLET', position, text: `Point ${position}` });
      }
      // An award that ends before the period's last days.
      emit('fact_awards', {
        ...keys,
        valid_from: dayNumber('2024-02-01'),
        valid_to: dayNumber('2024-02-20'),
        label: 'Short award',
        image_url: 'https://img.example/short.png',
        target_url: null,
      });
      for (const [w, day] of SIMILARITY_DAYS.entries())
        for (const position of [1, 2]) {
          const status = STATUSES[(w + r + p + position) % STATUSES.length] ?? 'equal';
          emit('fact_image_similarity', {
            ...keys,
            day: dayNumber(day),
            position,
            module: 'fcism',
            reference_image_key: `reference/${product.id}.jpg`,
            status,
            score: status === 'in_progress' ? null : 60 + 10 * ((w + position) % 4) + 0.25,
            checked_on: status === 'in_progress' ? null : at(day, 6),
            next_check_on: at(day, 6) + 7 * DAY_MS,
          });
        }
    }
  return [...tables].map(([table, rows]) => ({ table, rows }));
}
