import {
  CALCULATED_METRIC_WEIGHT_TOLERANCE,
  type CalculatedMetricField,
  calculatedMetricFields,
  calculatedMetricFieldTypes,
} from '@shelfsight/contracts';
import { duckdbDialect, type FactDialect } from '../factStore/factDialect';

/**
 * SQL of a customer's DCC version (contracts `calculatedMetric`) over one product page — a fact_daily row.
 *
 * - A condition tests one field. Numbers compare ignoring differences under 0.009 (spec 2 §5); a missing
 *   number counts as 0 except for is_empty / is_not_empty; a missing flag is false; texts compare without
 *   regard to case, a missing text being empty. A condition without a field or an operator (a draft) is left out.
 * - A component is met when its conditions all hold (AND) or one does (OR). Disabled components and components
 *   without a complete condition are left out of their group.
 * - Group score = Σ weight of the met components ÷ Σ weight of the components counted; page score =
 *   Σ group weight × group score ÷ Σ weight of the groups with a component counted, × 100, rounded to a whole
 *   percent. A version that counts nothing gives no score.
 * - Exceptions (resolved by dccExceptions.ts into product and retailer lists, first match first) change the test
 *   of each condition on their field for the pages they match: OVERRIDE tests their operator and value instead,
 *   IGNORE counts the condition as met. One CASE per condition, so the score stays one expression.
 */

/** The parts of a stored version the score depends on (stored and input definitions both fit). */
export interface DccConditionShape {
  field: CalculatedMetricField | null;
  operator: string | null;
  value: number | string | readonly (number | string)[] | null;
}
export interface DccComponentShape {
  weight: number;
  disabled: boolean;
  operator: 'AND' | 'OR';
  conditions: readonly DccConditionShape[];
}
export interface DccGroupShape {
  weight: number;
  components: readonly DccComponentShape[];
}
/**
 * An exception as the score applies it: the pages of `productIds` (null: any product) at `retailerIds` (null: any
 * retailer). Tags are already resolved to products.
 */
export interface DccExceptionShape {
  productIds: readonly number[] | null;
  retailerIds: readonly number[] | null;
  type: 'OVERRIDE' | 'IGNORE';
  field: CalculatedMetricField;
  operator: string;
  value: DccConditionShape['value'];
}
export interface DccDefinitionShape {
  groups: readonly DccGroupShape[];
  /** In precedence order: the first matching a page wins. */
  resolvedExceptions?: readonly DccExceptionShape[];
}

/** A column of the scored page: one of the fields, or the page's product and retailer. */
export type PageColumn = CalculatedMetricField | 'product_id' | 'retailer_id';
/** How the SQL names a column: `f.image_count` over a fact row, the bare name inside the macro. */
export type FieldColumn = (field: PageColumn) => string;
export const factRowColumn: FieldColumn = (field) => `f.${field}`;

const tolerance = CALCULATED_METRIC_WEIGHT_TOLERANCE;

/** A SQL literal; numbers must be finite (the contract's schema refuses others). */
function literal(value: number | string): string {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return `${value}::DOUBLE`;
  }
  return `'${value.replaceAll("'", "''")}'`;
}

const listOf = (value: DccConditionShape['value']): (number | string)[] =>
  value === null ? [] : Array.isArray(value) ? [...(value as (number | string)[])] : [value as number | string];

function numberConditionSql(column: string, operator: string, value: DccConditionShape['value']): string | null {
  const x = `coalesce(${column}::DOUBLE, 0)`;
  const first = listOf(value).find((item): item is number => typeof item === 'number');
  const near = (v: number) => `abs(${x} - ${literal(v)}) < ${tolerance}`;
  const anyNear = () => {
    const numbers = listOf(value).filter((item): item is number => typeof item === 'number');
    return numbers.length > 0 ? `(${numbers.map(near).join(' OR ')})` : 'false';
  };
  switch (operator) {
    case 'is_empty':
      return `${column} IS NULL`;
    case 'is_not_empty':
      return `${column} IS NOT NULL`;
    case 'no_condition':
      return 'true';
    case 'any_of':
      return anyNear();
    case 'not_any_of':
      return `NOT ${anyNear()}`;
  }
  if (first === undefined) return null;
  const v = literal(first);
  switch (operator) {
    case 'equals':
      return near(first);
    case 'not_equals':
      return `NOT ${near(first)}`;
    case 'less':
      return `${v} - ${x} >= ${tolerance}`;
    case 'less_or_equal':
      return `${x} - ${v} < ${tolerance}`;
    case 'greater':
      return `${x} - ${v} >= ${tolerance}`;
    case 'greater_or_equal':
      return `${v} - ${x} < ${tolerance}`;
    default:
      return null;
  }
}

function textConditionSql(
  column: string,
  operator: string,
  value: DccConditionShape['value'],
  dialect: FactDialect,
): string | null {
  const x = dialect.lowerText(`coalesce(${column}, '')`);
  const texts = listOf(value).map((item) => String(item).toLowerCase());
  const first = texts[0];
  const anyOf = () => (texts.length > 0 ? `${x} IN (${texts.map(literal).join(', ')})` : 'false');
  switch (operator) {
    case 'is_empty':
      return `coalesce(${column}, '') = ''`;
    case 'is_not_empty':
      return `coalesce(${column}, '') <> ''`;
    case 'no_condition':
      return 'true';
    case 'any_of':
      return anyOf();
    case 'not_any_of':
      return `NOT ${anyOf()}`;
  }
  if (first === undefined) return null;
  switch (operator) {
    case 'equals':
      return `${x} = ${literal(first)}`;
    case 'not_equals':
      return `${x} <> ${literal(first)}`;
    case 'contains':
      return dialect.containsText(x, literal(first));
    case 'not_contains':
      return `NOT ${dialect.containsText(x, literal(first))}`;
    default:
      return null;
  }
}

/** Ids are validated whole numbers: safe as literals. */
const idsIn = (column: string, ids: readonly number[]) =>
  ids.length === 0 ? 'false' : `${column} IN (${ids.map((id) => Math.trunc(id)).join(', ')})`;

/** SQL that is true on the pages the exception matches. */
function exceptionMatchSql(exception: DccExceptionShape, column: FieldColumn): string {
  const parts = [
    exception.productIds === null ? null : idsIn(column('product_id'), exception.productIds),
    exception.retailerIds === null ? null : idsIn(column('retailer_id'), exception.retailerIds),
  ].filter((part): part is string => part !== null);
  return parts.length === 0 ? 'true' : parts.join(' AND ');
}

/**
 * SQL of one condition, or null when it is a draft (no field or operator) or its value does not fit. The
 * exceptions on the condition's field decide its test on the pages they match.
 */
export function dccConditionSql(
  condition: DccConditionShape,
  column: FieldColumn = factRowColumn,
  exceptions: readonly DccExceptionShape[] = [],
  dialect: FactDialect = duckdbDialect,
): string | null {
  const base = conditionTestSql(condition, column, dialect);
  if (base === null) return null;
  const branches = exceptions.flatMap((exception) => {
    if (exception.field !== condition.field) return [];
    const test = exception.type === 'IGNORE' ? 'true' : conditionTestSql(exception, column, dialect);
    return test === null ? [] : [`WHEN ${exceptionMatchSql(exception, column)} THEN (${test})`];
  });
  return branches.length === 0 ? base : `CASE ${branches.join(' ')} ELSE (${base}) END`;
}

function conditionTestSql(condition: DccConditionShape, column: FieldColumn, dialect: FactDialect): string | null {
  const { field, operator } = condition;
  if (!field || !operator) return null;
  const sqlColumn = column(field);
  switch (calculatedMetricFieldTypes[field]) {
    case 'boolean':
      if (operator === 'is_true') return `coalesce(${sqlColumn}, false)`;
      if (operator === 'is_false') return `NOT coalesce(${sqlColumn}, false)`;
      return null;
    case 'number':
      return numberConditionSql(sqlColumn, operator, condition.value);
    case 'text':
      return textConditionSql(sqlColumn, operator, condition.value, dialect);
  }
}

/** SQL that is true when the component is met, or null when it does not count (disabled, or no complete condition). */
export function dccComponentMetSql(
  component: DccComponentShape,
  column: FieldColumn = factRowColumn,
  exceptions: readonly DccExceptionShape[] = [],
  dialect: FactDialect = duckdbDialect,
): string | null {
  if (component.disabled) return null;
  const conditions = component.conditions
    .map((condition) => dccConditionSql(condition, column, exceptions, dialect))
    .filter((sql): sql is string => sql !== null);
  if (conditions.length === 0) return null;
  return `(${conditions.map((sql) => `(${sql})`).join(component.operator === 'OR' ? ' OR ' : ' AND ')})`;
}

/** The page score 0–100 (whole percent) of a version, as SQL over the fields named by `column`. */
export function dccScoreExpression(
  definition: DccDefinitionShape,
  column: FieldColumn = factRowColumn,
  dialect: FactDialect = duckdbDialect,
): string {
  const counted = definition.groups.flatMap((group) => {
    const components = group.components.flatMap((component) => {
      const met = dccComponentMetSql(component, column, definition.resolvedExceptions, dialect);
      return met === null ? [] : [{ met, weight: component.weight }];
    });
    const componentWeight = components.reduce((sum, component) => sum + component.weight, 0);
    return components.length === 0 || componentWeight <= 0
      ? []
      : [{ weight: group.weight, components, componentWeight }];
  });
  const groupWeight = counted.reduce((sum, group) => sum + group.weight, 0);
  if (counted.length === 0 || groupWeight <= 0) return 'NULL::DOUBLE';
  const groups = counted.map(({ weight, components, componentWeight }) => {
    const met = components.map((component) => `CASE WHEN ${component.met} THEN ${component.weight} ELSE 0 END`);
    return `${weight} * (${met.join(' + ')}) / ${componentWeight}`;
  });
  // Rounded to 6 places first, so 62.4999999… from fractional weights rounds as the 62.5 it stands for.
  const percent = `(${groups.join('\n  + ')}) / ${groupWeight} * 100`;
  return `${dialect.round(dialect.round(percent, 6), 0)}::DOUBLE`;
}

/** The function every DCC read calls (a DuckDB macro, a ClickHouse SQL function): a page's score under its customer's applied version. */
export const DCC_SCORE_MACRO = 'dcc_score';

/** The page columns the macro takes after the customer: product and retailer (for exceptions), then the fields. */
const macroColumns: readonly PageColumn[] = ['product_id', 'retailer_id', ...calculatedMetricFields];

/** The macro's call over the fact row `row`: the customer, the product and retailer, then every field. */
export const dccScoreCall = (row = 'f') =>
  `${DCC_SCORE_MACRO}(${row}.customer_id, ${macroColumns.map((column) => `${row}.${column}`).join(', ')})`;

/**
 * CREATE OR REPLACE of the function in the store's dialect: per customer its applied version's score, for the
 * others the default criteria. Inside the function the fields are its parameters, so the bodies name them bare.
 */
export function dccScoreMacroSql(
  applied: readonly { customerId: number; definition: DccDefinitionShape }[],
  defaultDefinition: DccDefinitionShape,
  dialect: FactDialect = duckdbDialect,
): string {
  const bare: FieldColumn = (field) => field;
  const branches = applied.map(
    ({ customerId, definition }) =>
      `WHEN ${Math.trunc(customerId)} THEN ${dccScoreExpression(definition, bare, dialect)}`,
  );
  const fallback = dccScoreExpression(defaultDefinition, bare, dialect);
  const body = branches.length > 0 ? `CASE dcc_customer ${branches.join('\n')} ELSE ${fallback} END` : fallback;
  const parameters = `dcc_customer, ${macroColumns.join(', ')}`;
  return dialect.defineFunction(DCC_SCORE_MACRO, parameters, body);
}
