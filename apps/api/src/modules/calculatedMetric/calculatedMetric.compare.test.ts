import {
  CALCULATED_METRIC_PAGE_LIMIT,
  type CalculatedMetricChangedComponent,
  type CalculatedMetricComparison,
  type CalculatedMetricDefinition,
  type CalculatedMetricDefinitionInput,
  type CalculatedMetricGroup,
  type CalculatedMetricVersion,
  calculatedMetricCompareMessages,
  calculatedMetricMessages,
  changedComponentText,
  INVALID_ISO_DATE_MESSAGE,
} from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { plainComponentMet, plainDccScore } from '../../analytics/engine/testing/plainDccScore';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const market = marketTestAppPerFile([admin, analyst, readOnly]);
const call = apiCaller(() => market.t.app);
const base = (customerId = market.acme) => `/api/customer/${customerId}/calculated-metric`;

const compare = (body: unknown, user = admin, customerId = market.acme) =>
  call(user, 'POST', `${base(customerId)}/compare/DCC_SCORE`, body);

async function compared(body: unknown, user = admin): Promise<CalculatedMetricComparison> {
  const response = await compare(body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalculatedMetricComparison;
}

async function groupsOf(version: number): Promise<CalculatedMetricGroup[]> {
  const response = await call(admin, 'GET', `${base()}/definition/DCC_SCORE/${version}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CalculatedMetricDefinition).groups;
}

async function twoVersions() {
  const list = (await call(admin, 'GET', `${base()}/DCC_SCORE/versions`)).json() as CalculatedMetricVersion[];
  const active = list.find((version) => version.isActiveVersion)!;
  const other = list.find((version) => !version.isActiveVersion)!;
  expect(other).toBeDefined();
  return { a: active.versionNumber, b: other.versionNumber };
}

const newestDay = () => market.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');
const whole = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);
const average = (scores: (number | null)[]) => {
  const counted = scores.filter((score): score is number => score !== null);
  return counted.length === 0 ? null : whole(counted.reduce((sum, score) => sum + score, 0) / counted.length);
};

/** The comparison written plainly: each page scored twice by plainDccScore, components paired by their names. */
function plainComparison(
  versions: { a: number; b: number },
  date: string,
  groups: { a: CalculatedMetricGroup[]; b: CalculatedMetricGroup[] },
  keep: (row: DailyFact) => boolean,
): CalculatedMetricComparison {
  const named = (list: CalculatedMetricGroup[]) =>
    list.flatMap((group) => group.components.map((component) => ({ group: group.name, component })));
  const inA = named(groups.a);
  const inB = named(groups.b);
  const same = (x: { group: string; component: { name: string } }, y: typeof x) =>
    x.group === y.group && x.component.name === y.component.name;
  const pairs = [
    ...inA.map((a) => ({ a, b: inB.find((b) => same(a, b)) })),
    ...inB.filter((b) => !inA.some((a) => same(a, b))).map((b) => ({ a: undefined, b })),
  ];
  const productIndex = new Map(market.fixture.products.map((product, index) => [product.id, index]));
  const retailerIndex = new Map(market.fixture.retailers.map((retailer, index) => [retailer.id, index]));
  const rows = market.fixture.daily.filter((row) => row.listed && row.day === date && keep(row));
  const pages = rows.map((row) => {
    const scoreA = plainDccScore({ groups: groups.a }, row);
    const scoreB = plainDccScore({ groups: groups.b }, row);
    const changedComponents: CalculatedMetricChangedComponent[] = pairs.flatMap(({ a, b }) => {
      const metA = a ? plainComponentMet(a.component, row) : null;
      const metB = b ? plainComponentMet(b.component, row) : null;
      const { group, component } = (a ?? b)!;
      return metA === metB ? [] : [{ group, component: component.name, metA, metB }];
    });
    const retailer = market.fixture.retailers[retailerIndex.get(row.retailer_id)!]!;
    return {
      productId: row.product_id,
      productName: `Product ${productIndex.get(row.product_id)! + 1}`,
      retailerId: row.retailer_id,
      retailerName: `Shop ${retailerIndex.get(row.retailer_id)! + 1} ${retailer.country}`,
      scoreA,
      scoreB,
      difference: scoreA === null || scoreB === null ? null : scoreB - scoreA,
      changedComponents,
    };
  });
  const size = (difference: number | null) => (difference === null ? -1 : Math.abs(difference));
  pages.sort(
    (x, y) => size(y.difference) - size(x.difference) || x.productId - y.productId || x.retailerId - y.retailerId,
  );
  return {
    versionA: versions.a,
    versionB: versions.b,
    date,
    pageCount: pages.length,
    changedPageCount: pages.filter((page) => page.scoreA !== page.scoreB).length,
    averageScoreA: average(pages.map((page) => page.scoreA)),
    averageScoreB: average(pages.map((page) => page.scoreB)),
    pages: pages.slice(0, CALCULATED_METRIC_PAGE_LIMIT),
  };
}

/** Version B renamed and reshaped: components only one version has, and one that is disabled in B. */
const reshaped = (groups: CalculatedMetricGroup[]): CalculatedMetricDefinitionInput => ({
  groups: groups.map((group, g) => ({
    name: group.name,
    weight: group.weight,
    components: group.components.map(({ id: _id, sequenceNumber: _s, conditions, ...component }, c) => ({
      ...component,
      name: g === 0 && c === 0 ? `${component.name} (new)` : component.name,
      disabled: g === 1 && c === 0 ? true : component.disabled,
      conditions: conditions.map(({ id: _cid, sequenceNumber: _cs, ...condition }) => condition),
    })),
  })),
});

describe('POST compare/DCC_SCORE', () => {
  it('scores two versions page by page over the newest day, as the plain rules do', async () => {
    const versions = await twoVersions();
    const groups = { a: await groupsOf(versions.a), b: await groupsOf(versions.b) };
    const answer = await compared({ versionA: versions.a, versionB: versions.b });
    const expected = plainComparison(versions, newestDay(), groups, () => true);
    expect(expected.pageCount).toBeGreaterThan(0);
    expect(expected.changedPageCount).toBeGreaterThan(0);
    expect(answer).toEqual(expected);
    // Read-only users compare too: it only reads.
    expect(await compared({ versionA: versions.a, versionB: versions.b }, readOnly)).toEqual(expected);
  });

  it('pairs components by name over chosen retailers, products and day, and writes the same rows as files', async () => {
    const versions = await twoVersions();
    const groupsA = await groupsOf(versions.a);
    const saved = await call(admin, 'PUT', `${base()}/definition/DCC_SCORE/${versions.b}`, reshaped(groupsA));
    expect(saved.statusCode, saved.body).toBe(200);
    const groups = { a: groupsA, b: (saved.json() as CalculatedMetricDefinition).groups };
    const [first, , third] = market.fixture.retailers;
    const retailerIds = [first!.id, third!.id];
    const productIds = market.fixture.products.slice(0, 4).map((product) => product.id);
    const date = '2024-02-15';
    const body = { versionA: versions.a, versionB: versions.b, retailerIds, productIds, date };
    const answer = await compared(body);
    const expected = plainComparison(
      versions,
      date,
      groups,
      (row) => retailerIds.includes(row.retailer_id) && productIds.includes(row.product_id),
    );
    expect(expected.pageCount).toBeGreaterThan(0);
    expect(answer).toEqual(expected);
    // The renamed component is not counted in the version that lacks its name, on every page.
    const renamed = answer.pages.flatMap((page) => page.changedComponents).map((changed) => changed.component);
    expect(renamed).toContain(`${groups.a[0]!.components[0]!.name} (new)`);

    const csv = await call(admin, 'POST', `${base()}/compare/DCC_SCORE/download/csv`, body);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toContain('.csv');
    const top = answer.pages[0]!;
    expect(csv.body).toContain([top.productName, top.retailerName, top.scoreA, top.scoreB, top.difference].join(','));
    expect(csv.body).toContain(changedComponentText(top.changedComponents[0]!));
    const xlsx = await call(admin, 'POST', `${base()}/compare/DCC_SCORE/download/xlsx`, body);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('.xlsx');
    // A workbook is a zip archive.
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('answers no pages for a day without facts', async () => {
    const versions = await twoVersions();
    const answer = await compared({ versionA: versions.a, versionB: versions.b, date: '2020-01-01' });
    expect(answer).toMatchObject({ pageCount: 0, changedPageCount: 0, averageScoreA: null, pages: [] });
  });

  it('answers 400 naming the field, 404 for an unknown version, 403 for another tenant', async () => {
    const badDate = await compare({ versionA: 1, versionB: 2, date: '2024-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ date: INVALID_ISO_DATE_MESSAGE });
    const noVersion = await compare({ versionA: 1 });
    expect(noVersion.statusCode).toBe(400);
    expect(Object.keys(noVersion.json().fields)).toEqual(['versionB']);
    const badFile = await call(admin, 'POST', `${base()}/compare/DCC_SCORE/download/pdf`, { versionA: 1, versionB: 2 });
    expect(badFile.statusCode).toBe(400);
    expect(badFile.json().fields).toHaveProperty('fileType');
    const unknown = await compare({ versionA: 1, versionB: 999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(calculatedMetricMessages.unknownVersion);
    const otherTenant = await compare({ versionA: 1, versionB: 2 }, analyst, market.brandco);
    expect(otherTenant.statusCode).toBe(403);
  });

  describe('with a saved filter instead of products', () => {
    const saveFilter = async (input: object, user = admin) => {
      const response = await call(user, 'POST', `/api/customer/${market.acme}/saved-filter/create`, input);
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: number }).id;
    };

    it('scores the pages of the filter’s brand and country, resolved as widgets resolve it', async () => {
      const versions = await twoVersions();
      const groups = { a: await groupsOf(versions.a), b: await groupsOf(versions.b) };
      const brand = market.fixture.brands[0]!;
      const germany = market.fixture.retailers.find((retailer) => retailer.country === 'DE')!;
      const savedFilterId = await saveFilter({
        name: `Brand in Germany ${Date.now()}`,
        brands: [brand.id],
        countries: [germany.countryId],
      });
      const answer = await compared({ versionA: versions.a, versionB: versions.b, savedFilterId });
      const brandProducts = new Set(
        market.fixture.products.filter((product) => product.brandId === brand.id).map((product) => product.id),
      );
      const german = new Set(
        market.fixture.retailers.filter((retailer) => retailer.country === 'DE').map((retailer) => retailer.id),
      );
      const expected = plainComparison(
        versions,
        newestDay(),
        groups,
        (row) => brandProducts.has(row.product_id) && german.has(row.retailer_id),
      );
      expect(expected.pageCount).toBeGreaterThan(0);
      expect(expected.pageCount).toBeLessThan(plainComparison(versions, newestDay(), groups, () => true).pageCount);
      expect(answer).toEqual(expected);

      // Chosen retailers narrow the filter's further.
      const narrowed = await compared({
        versionA: versions.a,
        versionB: versions.b,
        savedFilterId,
        retailerIds: [germany.id],
      });
      expect(narrowed).toEqual(
        plainComparison(
          versions,
          newestDay(),
          groups,
          (row) => brandProducts.has(row.product_id) && row.retailer_id === germany.id,
        ),
      );
    });

    it('answers 400 naming savedFilterId for an unknown, unseen or search-only filter, or one beside products', async () => {
      const versions = await twoVersions();
      const body = (savedFilterId: number, extra: object = {}) => ({
        versionA: versions.a,
        versionB: versions.b,
        savedFilterId,
        ...extra,
      });
      const unknown = await compare(body(999_999));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().fields).toEqual({ savedFilterId: calculatedMetricCompareMessages.unknownSavedFilter });

      // Another user's private filter is as unknown to the caller as it is to the widgets.
      const private_ = await saveFilter({ name: `Analyst's own ${Date.now()}`, products: [1] }, analyst);
      const unseen = await compare(body(private_));
      expect(unseen.statusCode).toBe(400);
      expect(unseen.json().fields).toEqual({ savedFilterId: calculatedMetricCompareMessages.unknownSavedFilter });

      const keyword = market.fixture.keywords[0]!;
      const searchOnly = await saveFilter({ name: `Keyword ${Date.now()}`, searchKeywords: [keyword.id] });
      const wrongKind = await compare(body(searchOnly));
      expect(wrongKind.statusCode).toBe(400);
      expect(wrongKind.json().fields).toEqual({
        savedFilterId: calculatedMetricCompareMessages.savedFilterNotForPages,
      });

      const both = await compare(body(searchOnly, { productIds: [market.fixture.products[0]!.id] }));
      expect(both.statusCode).toBe(400);
      expect(both.json().fields).toEqual({ savedFilterId: calculatedMetricCompareMessages.productsOrSavedFilter });
      const notAnId = await compare(body(-3));
      expect(notAnId.statusCode).toBe(400);
      expect(Object.keys(notAnId.json().fields)).toEqual(['savedFilterId']);
    });
  });
});
