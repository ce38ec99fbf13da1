import {
  type CalculatedMetricDefinition,
  type CalculatedMetricVersion,
  calculatedMetricMessages,
} from '@shelfsight/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultDccCriteriaDefinition, defaultDccDefinition } from '../../analytics/engine/dccCriteria';
import { dccScoreExpression } from '../../analytics/engine/dccVersionSql';
import { apiCaller, createTestApp, demoCustomers, type TestApp } from '../../test/testApp';

let t: TestApp;
let acme = 0;
let brandco = 0;
const admin = 'admin@acme.test';
const analyst = 'analyst@acme.test';
const readOnly = 'readonly@acme.test';

beforeAll(async () => {
  t = await createTestApp();
  ({ acme, brandco } = await demoCustomers(t.app));
});
afterAll(async () => {
  await t.close();
});

const callAs = apiCaller(() => t.app);
const call = (
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: unknown,
  options: { user?: string; customerId?: number } = {},
) => callAs(options.user ?? admin, method, `calculated-metric/${path}`, payload, options.customerId ?? acme);

const definitionOf = async (version: number, customerId = acme) => {
  const response = await call('GET', `definition/DCC_SCORE/${version}`, undefined, { customerId });
  expect(response.statusCode).toBe(200);
  return response.json() as CalculatedMetricDefinition;
};
const versions = async (customerId = acme) =>
  (await call('GET', 'DCC_SCORE/versions', undefined, { customerId })).json() as CalculatedMetricVersion[];
const activeNumbers = async () =>
  (await versions()).filter((version) => version.isActiveVersion).map((version) => version.versionNumber);

/** A stored definition without ids and sequence numbers, in the shape a save takes. */
const asInput = (definition: CalculatedMetricDefinition) => ({
  groups: definition.groups.map(({ name, weight, components }) => ({
    name,
    weight,
    components: components.map(({ id: _id, sequenceNumber: _s, conditions, ...component }) => ({
      ...component,
      conditions: conditions.map(({ id: _cid, sequenceNumber: _cs, ...condition }) => condition),
    })),
  })),
});

describe('seeded DCC versions', () => {
  it('gives every customer an active version 1 and Acme an inactive version 2', async () => {
    const acmeVersions = await versions();
    expect(acmeVersions.map((v) => [v.versionNumber, v.versionLabel, v.isActiveVersion])).toEqual([
      [1, 'Default criteria', true],
      [2, 'Extended weighted higher', false],
    ]);
    const brandcoVersions = await versions(brandco);
    expect(brandcoVersions.map((v) => [v.versionNumber, v.isActiveVersion])).toEqual([[1, true]]);
  });

  it('stores version 1 as the engine’s default criteria', async () => {
    const stored = await definitionOf(1);
    const total = defaultDccCriteriaDefinition.reduce((sum, group) => sum + group.weight, 0);
    expect(
      stored.groups.map((group) => ({
        name: group.name,
        weight: group.weight,
        components: group.components.map((component) => ({
          name: component.name,
          description: component.description,
          weight: component.weight,
          disabled: component.disabled,
          operator: component.operator,
          conditions: component.conditions.map(({ field, operator, value, valueType }) => ({
            field,
            operator,
            value,
            valueType,
          })),
        })),
      })),
    ).toEqual(
      defaultDccCriteriaDefinition.map((group) => ({
        name: group.name,
        weight: group.weight / total,
        components: group.rules.map((rule) => ({
          name: rule.name,
          description: rule.description,
          weight: 1,
          disabled: false,
          operator: 'AND',
          conditions: rule.conditions,
        })),
      })),
    );
    // Stored, it scores every page as the default criteria do: the same SQL.
    expect(dccScoreExpression(stored)).toBe(dccScoreExpression(defaultDccDefinition()));
  });
});

describe('reading', () => {
  it('lets every member read versions, definitions and exceptions', async () => {
    const asAnalyst = await call('GET', 'definition/DCC_SCORE/2', undefined, { user: analyst });
    expect(asAnalyst.statusCode).toBe(200);
    const extended = asAnalyst.json() as CalculatedMetricDefinition;
    expect(extended.calculatedMetric).toMatchObject({ id: 'DCC_SCORE', version: { versionNumber: 2 } });
    expect(extended.groups.map((group) => group.weight)).toEqual([0.4, 0.3, 0.3]);
    const images = extended.groups[1]!.components.find((component) => component.name === 'Images');
    expect(images?.conditions.map((condition) => condition.value)).toEqual([6]);
    expect((await call('GET', 'DCC_SCORE/versions', undefined, { user: readOnly })).statusCode).toBe(200);
  });

  it('answers the customer’s exceptions only', async () => {
    await t.app.db.execute(sql`
      INSERT INTO calculated_metric_exceptions (customer_id, entity_type, entity_id, type, field, operator, value, value_type)
      VALUES (${acme}, 'PRODUCT', 7, 'OVERRIDE', 'image_count', 'greater_or_equal', '2', 'number')`);
    const mine = await call('GET', 'DCC_SCORE/calculated-metric-exceptions');
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      exceptions: [{ entityType: 'PRODUCT', entityId: 7, field: 'image_count', value: 2, valueType: 'number' }],
      exceptionGroups: [],
    });
    expect((await definitionOf(1)).exceptions).toHaveLength(1);
    const theirs = await call('GET', 'DCC_SCORE/calculated-metric-exceptions', undefined, { customerId: brandco });
    expect(theirs.json()).toEqual({ exceptions: [], exceptionGroups: [] });
  });

  it('answers 404 for an unknown version and 400 for another metric', async () => {
    const unknown = await call('GET', 'definition/DCC_SCORE/99');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(calculatedMetricMessages.unknownVersion);
    const otherMetric = await call('GET', 'definition/PRICE_SELL/1');
    expect(otherMetric.statusCode).toBe(400);
    expect(otherMetric.json().fields).toHaveProperty('metricId');
  });

  it('refuses another tenant with 403', async () => {
    expect(
      (await call('GET', 'DCC_SCORE/versions', undefined, { user: analyst, customerId: brandco })).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', 'definition/DCC_SCORE/1', undefined, { user: analyst, customerId: brandco })).statusCode,
    ).toBe(403);
  });
});

describe('saving a definition', () => {
  it('replaces the groups, components and conditions of a version', async () => {
    const input = asInput(await definitionOf(2));
    input.groups[0]!.weight = 0.5;
    input.groups[2]!.weight = 0.2;
    input.groups[2]!.components.push({
      name: 'Brand on page',
      description: 'The page names the brand.',
      weight: 2,
      disabled: false,
      operator: 'OR',
      conditions: [
        { name: 'Brand', field: 'pdp_brand', operator: 'is_not_empty', value: null, valueType: 'text', function: null },
        {
          name: 'GTIN',
          field: 'pdp_gtin',
          operator: 'any_of',
          value: ['123', '456'],
          valueType: 'text',
          function: null,
        },
      ],
    });
    const saved = await call('PUT', 'definition/DCC_SCORE/2', input);
    expect(saved.statusCode).toBe(200);
    const again = await definitionOf(2);
    expect(asInput(again)).toEqual(input);
    expect(again.groups.map((group) => group.weight)).toEqual([0.5, 0.3, 0.2]);
    expect(again.calculatedMetric.version.isActiveVersion).toBe(false);
  });

  it('answers 400 naming groups when the group weights do not add up to 1', async () => {
    const input = asInput(await definitionOf(2));
    input.groups[0]!.weight = 0.6;
    const response = await call('PUT', 'definition/DCC_SCORE/2', input);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ groups: calculatedMetricMessages.groupWeightsSum });
  });

  it('answers 400 naming the weight of a group below 0 even when the weights add up to 1', async () => {
    const input = asInput(await definitionOf(2));
    const rest = input.groups.slice(1).reduce((sum, group) => sum + group.weight, 0);
    input.groups[0]!.weight = -0.1;
    input.groups[1]!.weight += 1 - rest + 0.1;
    expect(input.groups.reduce((sum, group) => sum + group.weight, 0)).toBeCloseTo(1);
    const response = await call('PUT', 'definition/DCC_SCORE/2', input);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['groups.0.weight']);
  });

  it('answers 400 naming the condition for an unknown field or an operator the field does not offer', async () => {
    const withCondition = async (condition: Record<string, unknown>) => {
      const input = asInput(await definitionOf(2));
      input.groups[0]!.components[0]!.conditions = [
        { ...input.groups[0]!.components[0]!.conditions[0]!, ...condition },
      ];
      return call('PUT', 'definition/DCC_SCORE/2', input);
    };
    const unknownField = await withCondition({ field: 'price_index' });
    expect(unknownField.statusCode).toBe(400);
    expect(unknownField.json().fields).toEqual({
      'groups.0.components.0.conditions.0.field': calculatedMetricMessages.unknownField,
    });
    const wrongOperator = await withCondition({ field: 'rich_content', operator: 'greater', valueType: 'boolean' });
    expect(wrongOperator.statusCode).toBe(400);
    expect(wrongOperator.json().fields).toEqual({
      'groups.0.components.0.conditions.0.operator': calculatedMetricMessages.operatorNotForField,
    });
  });

  it('answers 404 for an unknown version', async () => {
    const input = asInput(await definitionOf(1));
    expect((await call('PUT', 'definition/DCC_SCORE/99', input)).statusCode).toBe(404);
  });

  it('lets only administrators of the customer change versions', async () => {
    const input = asInput(await definitionOf(1));
    for (const user of [analyst, readOnly]) {
      expect((await call('PUT', 'definition/DCC_SCORE/1', input, { user })).statusCode).toBe(403);
      expect((await call('POST', 'copy/DCC_SCORE/1', undefined, { user })).statusCode).toBe(403);
      expect((await call('POST', 'update-name/DCC_SCORE/1', { label: 'x' }, { user })).statusCode).toBe(403);
      expect((await call('POST', 'activate/DCC_SCORE/2', undefined, { user })).statusCode).toBe(403);
    }
    // Admin of Acme, a plain member of Brandco.
    expect((await call('POST', 'copy/DCC_SCORE/1', undefined, { customerId: brandco })).statusCode).toBe(403);
    expect(await activeNumbers()).toEqual([1]);
  });
});

describe('versions', () => {
  it('copies a version into a new active one and marks the others inactive', async () => {
    const copied = await call('POST', 'copy/DCC_SCORE/2');
    expect(copied.statusCode).toBe(201);
    expect(copied.json()).toMatchObject({
      versionNumber: 3,
      versionLabel: 'Extended weighted higher (copy)',
      isActiveVersion: true,
      createdByEmail: admin,
    });
    expect(await activeNumbers()).toEqual([3]);
    expect(asInput(await definitionOf(3))).toEqual(asInput(await definitionOf(2)));
    expect((await call('POST', 'copy/DCC_SCORE/42')).statusCode).toBe(404);
  });

  it('renames a version', async () => {
    const renamed = await call('POST', 'update-name/DCC_SCORE/3', { label: 'Spring review' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ versionNumber: 3, versionLabel: 'Spring review' });
    const empty = await call('POST', 'update-name/DCC_SCORE/3', { label: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toHaveProperty('label');
  });

  it('activates a version, leaving exactly one active', async () => {
    const activated = await call('POST', 'activate/DCC_SCORE/1');
    expect(activated.statusCode).toBe(200);
    expect(
      (activated.json() as CalculatedMetricVersion[]).filter((v) => v.isActiveVersion).map((v) => v.versionNumber),
    ).toEqual([1]);
    expect(await activeNumbers()).toEqual([1]);
    expect((await call('POST', 'activate/DCC_SCORE/77')).statusCode).toBe(404);
  });
});
