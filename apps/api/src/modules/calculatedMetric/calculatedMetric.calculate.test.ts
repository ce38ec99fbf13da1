import {
  CALCULATED_METRIC_PAGE_LIMIT,
  type CalculatedMetricCalculation,
  type CalculatedMetricDefinition,
  type CalculatedMetricDefinitionInput,
  type CalculatedMetricGroup,
  type CalculatedMetricVersion,
  calculatedMetricMessages,
  INVALID_ISO_DATE_MESSAGE,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { plainComponentMet, plainCondition, plainDccScore } from '../../analytics/engine/testing/plainDccScore';
import { privileges, rolePrivileges, roles, userRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const sysadmin = 'sysadmin@shelfsight.test';
const market = marketTestAppPerFile([admin, analyst, readOnly, sysadmin]);
const call = apiCaller(() => market.t.app);
const base = (customerId = market.acme) => `/api/customer/${customerId}/calculated-metric`;

const calculate = (version: number | string, body: unknown, user = admin, customerId = market.acme) =>
  call(user, 'POST', `${base(customerId)}/calculate/DCC_SCORE/${version}`, body);

async function calculated(version: number, body: unknown, user = admin): Promise<CalculatedMetricCalculation> {
  const response = await calculate(version, body, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalculatedMetricCalculation;
}

async function definitionOf(version: number): Promise<CalculatedMetricDefinition> {
  const response = await call(admin, 'GET', `${base()}/definition/DCC_SCORE/${version}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CalculatedMetricDefinition;
}

async function versions(): Promise<CalculatedMetricVersion[]> {
  return (await call(admin, 'GET', `${base()}/DCC_SCORE/versions`)).json() as CalculatedMetricVersion[];
}

/** A whole percent as the spec rounds it, after dropping float noise below 6 places. */
const whole = (value: number) => Math.round(Math.round(value * 1e6) / 1e6);
const percentOf = (values: number[]) =>
  values.length === 0 ? null : whole((100 * values.reduce((sum, value) => sum + value, 0)) / values.length);

/** The calculation written plainly over the fixture's rows (plainDccScore and its condition rules). */
function plainCalculation(
  version: number,
  date: string,
  groups: readonly CalculatedMetricGroup[],
  keep: (row: DailyFact) => boolean,
): CalculatedMetricCalculation {
  const rows = market.fixture.daily
    .filter((row) => row.listed && row.day === date && keep(row))
    .sort((a, b) => a.product_id - b.product_id || a.retailer_id - b.retailer_id);
  const scores = rows.map((row) => plainDccScore({ groups }, row)).filter((score): score is number => score !== null);
  const share = (flags: (boolean | null)[]) =>
    flags.includes(null) ? null : percentOf(flags.map((flag) => (flag ? 1 : 0)));
  return {
    version,
    date,
    pageCount: rows.length,
    averageScore: scores.length === 0 ? null : whole(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    groups: groups.map((group) => {
      // Whether a component counts does not depend on the page.
      const counted = group.components.filter((component) => plainComponentMet(component, {}) !== null);
      const total = counted.reduce((sum, component) => sum + component.weight, 0);
      const groupShares = rows.map(
        (row) =>
          counted.reduce((sum, component) => sum + (plainComponentMet(component, row) ? component.weight : 0), 0) /
          total,
      );
      return {
        sequenceNumber: group.sequenceNumber,
        name: group.name,
        weight: group.weight,
        percentageMet: counted.length === 0 || total <= 0 ? null : percentOf(groupShares),
        components: group.components.map((component) => ({
          sequenceNumber: component.sequenceNumber,
          name: component.name,
          percentageMet: share(rows.map((row) => plainComponentMet(component, row))),
          conditions: component.conditions.map((condition) => ({
            sequenceNumber: condition.sequenceNumber,
            name: condition.name,
            percentageMet: share(rows.map((row) => plainCondition(condition, row))),
          })),
        })),
      };
    }),
    pages: rows.slice(0, CALCULATED_METRIC_PAGE_LIMIT).map((row) => ({
      productId: row.product_id,
      retailerId: row.retailer_id,
      score: plainDccScore({ groups }, row),
      componentsMet: groups.map((group) => group.components.map((component) => plainComponentMet(component, row))),
    })),
  };
}

const newestDay = () => market.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');

/** A version exercising every rule the percentages follow: OR, disabled, drafts, texts, a group counting nothing. */
const triedDefinition: CalculatedMetricDefinitionInput = {
  groups: [
    {
      name: 'Media',
      weight: 0.6,
      components: [
        {
          name: 'Images or video',
          description: 'Two images, or a video.',
          weight: 2,
          operator: 'OR',
          conditions: [
            { name: 'Images', field: 'image_count', operator: 'greater_or_equal', value: 2, valueType: 'number' },
            { name: 'Video', field: 'video_count', operator: 'greater', value: 0, valueType: 'number' },
          ],
        },
        {
          name: 'Long title',
          description: 'Switched off.',
          disabled: true,
          conditions: [{ name: 'Title', field: 'title_chars', operator: 'greater', value: 10, valueType: 'number' }],
        },
        {
          name: 'Rated',
          description: 'Rated 4 or better; the second condition is a draft.',
          conditions: [
            { name: 'Rating', field: 'rating', operator: 'greater_or_equal', value: 4, valueType: 'number' },
            { name: 'Draft' },
          ],
        },
      ],
    },
    {
      name: 'Texts',
      weight: 0.4,
      components: [
        {
          name: 'Described',
          description: 'A description of 20 words or more.',
          conditions: [
            { name: 'Present', field: 'description_present', operator: 'is_true' },
            { name: 'Words', field: 'description_words', operator: 'greater_or_equal', value: 20, valueType: 'number' },
          ],
        },
        {
          name: 'No brand text',
          description: 'The page shows no brand.',
          weight: 0.5,
          conditions: [{ name: 'Brand', field: 'pdp_brand', operator: 'is_empty' }],
        },
      ],
    },
    {
      name: 'Drafts only',
      weight: 0,
      components: [{ name: 'Nothing yet', description: 'No complete condition.', conditions: [{ name: 'Later' }] }],
    },
  ],
};

describe('POST calculate/DCC_SCORE/:version', () => {
  it('scores the active version over every listed page of the newest fact day, as the plain rules do', async () => {
    const active = (await versions()).find((version) => version.isActiveVersion)!;
    const { groups } = await definitionOf(active.versionNumber);
    const answer = await calculated(active.versionNumber, {});
    const expected = plainCalculation(active.versionNumber, newestDay(), groups, () => true);
    expect(expected.pageCount).toBeGreaterThan(0);
    expect(answer).toEqual(expected);
    // Not everything is met, nor nothing: the percentages tell the groups apart.
    const percentages = answer.groups.map((group) => group.percentageMet);
    expect(new Set(percentages).size).toBeGreaterThan(1);
  });

  it('scores an inactive version on a chosen day, retailers and products, with OR, disabled and draft items', async () => {
    const inactive = (await versions()).find((version) => !version.isActiveVersion)!;
    expect(inactive).toBeDefined();
    const saved = await call(admin, 'PUT', `${base()}/definition/DCC_SCORE/${inactive.versionNumber}`, triedDefinition);
    expect(saved.statusCode, saved.body).toBe(200);
    const { groups } = saved.json() as CalculatedMetricDefinition;
    const [first, second] = market.fixture.retailers;
    const productIds = market.fixture.products.slice(0, Math.ceil(market.fixture.products.length / 2)).map((p) => p.id);
    const retailerIds = [first!.id, second!.id];
    const date = '2024-02-15';
    const answer = await calculated(inactive.versionNumber, { retailerIds, productIds, date });
    const expected = plainCalculation(
      inactive.versionNumber,
      date,
      groups,
      (row) => retailerIds.includes(row.retailer_id) && productIds.includes(row.product_id),
    );
    expect(expected.pageCount).toBeGreaterThan(0);
    expect(answer).toEqual(expected);
    // The rules show: the disabled component, the group of drafts and the draft condition have no percentage.
    expect(answer.groups[0]!.components[1]!.percentageMet).toBeNull();
    expect(answer.groups[0]!.components[2]!.conditions[1]!.percentageMet).toBeNull();
    expect(answer.groups[2]!.percentageMet).toBeNull();
    expect(new Set(answer.pages.map((page) => page.retailerId))).toEqual(new Set(retailerIds));
  });

  it('answers no pages, and no averages, for a day without facts and for a customer without any', async () => {
    const answer = await calculated(1, { date: '2020-01-01' });
    expect(answer).toMatchObject({ date: '2020-01-01', pageCount: 0, averageScore: null, pages: [] });
    expect(answer.groups.every((group) => group.percentageMet === null)).toBe(true);
    const noFacts = await calculate(1, {}, sysadmin, market.brandco);
    expect(noFacts.statusCode, noFacts.body).toBe(200);
    expect(noFacts.json()).toMatchObject({ date: null, pageCount: 0, averageScore: null, pages: [] });
  });

  it('lets read-only users calculate, as it only reads', async () => {
    const response = await calculate(1, { date: newestDay() }, readOnly);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as CalculatedMetricCalculation).pageCount).toBeGreaterThan(0);
  });

  it('answers 400 naming the field, 404 for an unknown version, 403 for another tenant', async () => {
    const badDate = await calculate(1, { date: '2024-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ date: INVALID_ISO_DATE_MESSAGE });
    const badRetailer = await calculate(1, { retailerIds: [0] });
    expect(badRetailer.statusCode).toBe(400);
    expect(Object.keys(badRetailer.json().fields).every((key) => key.startsWith('retailerIds'))).toBe(true);
    const badMetric = await call(admin, 'POST', `${base()}/calculate/PRICE/1`, {});
    expect(badMetric.statusCode).toBe(400);
    expect(badMetric.json().fields).toHaveProperty('metricId');
    const unknown = await calculate(999, {});
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(calculatedMetricMessages.unknownVersion);
    const otherTenant = await calculate(1, {}, analyst, market.brandco);
    expect(otherTenant.statusCode).toBe(403);
  });

  it('scores only the retailers the caller may see', async () => {
    const { t, fixture, acme } = market;
    const [first, second, third] = fixture.retailers;
    const [access] = await t.app.db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [role] = await t.app.db.insert(roles).values({ customerId: acme, name: 'Two shops' }).returning();
    for (const entityId of [first!.id, third!.id]) {
      await t.app.db
        .insert(rolePrivileges)
        .values({ customerId: acme, roleId: role!.id, privilegeId: access!.id, entityType: 'RETAILER', entityId });
    }
    const [user] = await t.app.db.select().from(users).where(eq(users.email, analyst));
    await t.app.db.insert(userRoles).values({ customerId: acme, userId: user!.id, roleId: role!.id });
    t.app.accessCache.invalidateCustomer(acme);

    const { groups } = await definitionOf(1);
    const visible = [first!.id, third!.id];
    const all = await calculated(1, {}, analyst);
    expect(all).toEqual(plainCalculation(1, newestDay(), groups, (row) => visible.includes(row.retailer_id)));
    expect(all.pageCount).toBeGreaterThan(0);
    // Asking for a retailer out of reach narrows to nothing rather than widening to all.
    const hidden = await calculated(1, { retailerIds: [second!.id] }, analyst);
    expect(hidden).toMatchObject({ pageCount: 0, averageScore: null, pages: [] });
    const mixed = await calculated(1, { retailerIds: [second!.id, third!.id] }, analyst);
    expect(new Set(mixed.pages.map((page) => page.retailerId))).toEqual(new Set([third!.id]));
  });
});
