import {
  type CalculatedMetricDefinition,
  type CalculatedMetricGroup,
  type DccFixes,
  dccFixesMessages,
  INVALID_ISO_DATE_MESSAGE,
} from '@shelfsight/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DailyFact } from '../../analytics/engine/testing/marketFixture';
import { plainComponentMet, plainCondition } from '../../analytics/engine/testing/plainDccScore';
import { privileges, rolePrivileges, roles, userRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';
import { marketTestAppPerFile } from '../../test/marketTestApp';
import { apiCaller } from '../../test/testApp';

const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';
const market = marketTestAppPerFile([admin, analyst, readOnly]);
const call = apiCaller(() => market.t.app);
const base = (customerId = market.acme) => `/api/customer/${customerId}/calculated-metric`;

const fixes = (query: string, user = admin, customerId = market.acme) =>
  call(user, 'GET', `${base(customerId)}/DCC_SCORE/fixes?${query}`);

async function fixesOf(query: string, user = admin): Promise<DccFixes> {
  const response = await fixes(query, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DccFixes;
}

async function activeGroups(): Promise<CalculatedMetricGroup[]> {
  const response = await call(admin, 'GET', `${base()}/definition/DCC_SCORE/1`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CalculatedMetricDefinition).groups;
}

const newestDay = () => market.fixture.daily.reduce((newest, row) => (row.day > newest ? row.day : newest), '');

/** The ranking written plainly: per failing page, the component's share of the score it would add. */
function plainFixes(groups: readonly CalculatedMetricGroup[], rows: DailyFact[]) {
  const counted = groups
    .map((group) => {
      const components = group.components.filter((component) => plainComponentMet(component, {}) !== null);
      return { group, components, weight: components.reduce((sum, component) => sum + component.weight, 0) };
    })
    .filter((entry) => entry.weight > 0);
  const groupWeights = counted.reduce((sum, entry) => sum + entry.group.weight, 0);
  const list = counted.flatMap(({ group, components, weight }) =>
    components.map((component) => {
      const failing = rows.filter((row) => !plainComponentMet(component, row));
      const points = (100 * (group.weight / groupWeights) * component.weight) / weight;
      return {
        group: group.name,
        component: component.name,
        pagesFailing: failing.length,
        pointsPerPage: points,
        totalPoints: points * failing.length,
        averageGain: (points * failing.length) / rows.length,
        conditionsFailing: component.conditions
          .filter((condition) => condition.field && condition.operator)
          .map((condition) => failing.filter((row) => plainCondition(condition, row) === false).length),
      };
    }),
  );
  return list.filter((fix) => fix.pagesFailing > 0).sort((a, b) => b.totalPoints - a.totalPoints);
}

function expectRanking(answer: DccFixes, expected: ReturnType<typeof plainFixes>) {
  expect(answer.fixes.map((fix) => [fix.group, fix.component, fix.pagesFailing])).toEqual(
    expected.map((fix) => [fix.group, fix.component, fix.pagesFailing]),
  );
  answer.fixes.forEach((fix, index) => {
    const plain = expected[index]!;
    expect(fix.pointsPerPage).toBeCloseTo(plain.pointsPerPage, 9);
    expect(fix.totalPoints).toBeCloseTo(plain.totalPoints, 9);
    expect(fix.averageGain).toBeCloseTo(plain.averageGain, 9);
    expect(fix.conditions.map((condition) => condition.pagesFailing)).toEqual(plain.conditionsFailing);
  });
}

describe('GET DCC_SCORE/fixes', () => {
  it("ranks a retailer's failed components on the newest day as the plain rules do", async () => {
    const retailer = market.fixture.retailers[0]!;
    const answer = await fixesOf(`retailerId=${retailer.id}`);
    const rows = market.fixture.daily.filter(
      (row) => row.listed && row.day === newestDay() && row.retailer_id === retailer.id,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ date: newestDay(), retailerId: retailer.id, brandId: null, pageCount: rows.length });
    const expected = plainFixes(await activeGroups(), rows);
    expect(expected.length).toBeGreaterThan(1);
    expectRanking(answer, expected);
    // Largest total first, and the totals are not all alike: the order says something.
    const totals = answer.fixes.map((fix) => fix.totalPoints);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals.map((total) => total.toFixed(6))).size).toBeGreaterThan(1);
  });

  it("ranks a brand's pages on a chosen day, read-only users included", async () => {
    const brand = market.fixture.brands[0]!;
    const productIds = market.fixture.products.filter((p) => p.brandId === brand.id).map((p) => p.id);
    const date = '2024-02-15';
    const answer = await fixesOf(`brandId=${brand.id}&date=${date}`, readOnly);
    const rows = market.fixture.daily.filter(
      (row) => row.listed && row.day === date && productIds.includes(row.product_id),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(answer).toMatchObject({ date, retailerId: null, brandId: brand.id, pageCount: rows.length });
    expectRanking(answer, plainFixes(await activeGroups(), rows));
  });

  it('answers no pages and no fixes for a day without facts', async () => {
    const answer = await fixesOf(`retailerId=${market.fixture.retailers[0]!.id}&date=2020-01-01`);
    expect(answer).toMatchObject({ date: '2020-01-01', pageCount: 0, fixes: [] });
  });

  it('answers 400 naming the field, 404 for an unknown brand, 403 for another tenant', async () => {
    const none = await fixes('');
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual({ retailerId: dccFixesMessages.oneScope });
    const both = await fixes(`retailerId=1&brandId=${market.fixture.brands[0]!.id}`);
    expect(both.statusCode).toBe(400);
    expect(both.json().fields).toEqual({ retailerId: dccFixesMessages.oneScope });
    const badDate = await fixes(`retailerId=${market.fixture.retailers[0]!.id}&date=2024-02-30`);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().fields).toEqual({ date: INVALID_ISO_DATE_MESSAGE });
    const badBrand = await fixes('brandId=abc');
    expect(badBrand.statusCode).toBe(400);
    expect(Object.keys(badBrand.json().fields)).toContain('brandId');
    const unknownBrand = await fixes('brandId=999999');
    expect(unknownBrand.statusCode).toBe(404);
    expect(unknownBrand.json().message).toBe(dccFixesMessages.unknownBrand);
    const otherTenant = await fixes(`retailerId=${market.fixture.retailers[0]!.id}`, analyst, market.brandco);
    expect(otherTenant.statusCode).toBe(403);
  });

  it("respects retailer access: a hidden retailer is 403, a brand's pages only at the visible ones", async () => {
    const { t, fixture, acme } = market;
    const [first, second] = fixture.retailers;
    const [access] = await t.app.db.select().from(privileges).where(eq(privileges.type, 'ACCESS'));
    const [role] = await t.app.db.insert(roles).values({ customerId: acme, name: 'One shop' }).returning();
    await t.app.db.insert(rolePrivileges).values({
      customerId: acme,
      roleId: role!.id,
      privilegeId: access!.id,
      entityType: 'RETAILER',
      entityId: first!.id,
    });
    const [user] = await t.app.db.select().from(users).where(eq(users.email, analyst));
    await t.app.db.insert(userRoles).values({ customerId: acme, userId: user!.id, roleId: role!.id });
    t.app.accessCache.invalidateCustomer(acme);

    const hidden = await fixes(`retailerId=${second!.id}`, analyst);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe(dccFixesMessages.retailerNotVisible);
    const brand = fixture.brands[0]!;
    const productIds = fixture.products.filter((p) => p.brandId === brand.id).map((p) => p.id);
    const answer = await fixesOf(`brandId=${brand.id}`, analyst);
    const rows = fixture.daily.filter(
      (row) =>
        row.listed && row.day === newestDay() && row.retailer_id === first!.id && productIds.includes(row.product_id),
    );
    expect(answer.pageCount).toBe(rows.length);
    expectRanking(answer, plainFixes(await activeGroups(), rows));
  });
});
