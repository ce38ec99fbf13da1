import fc from 'fast-check';

/**
 * Query values for the OpenAPI fuzz that validation may well pass: values of the parameter's own shape whose
 * numbers lie past what the data holds. Plain bad values (wrong type, control characters) stop at validation;
 * these reach the handler, where an id past PostgreSQL's integer or a year 0001 once answered 500.
 */

export interface QuerySchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  maximum?: number;
}

/** Tables of the id path parameters of GET routes, by the path segment before the id. */
export const TABLE_OF_SEGMENT: Record<string, string> = {
  widget: 'widgets',
  dashboard: 'dashboards',
  dashboards: 'dashboards',
  'saved-filter': 'saved_filters',
  'get-details': 'products',
};

/** Whole numbers a digit run of a shaped value is swapped for: past integer, past 2^53, all nines, all zeros. */
const hostileDigits = fc.constantFrom<(digits: string) => string>(
  () => '2147483648',
  () => '9999999999',
  () => String(2 ** 53),
  (digits) => '9'.repeat(digits.length),
  (digits) => '0'.repeat(digits.length),
);

/** Values of the parameter's shape, as they are or with their numbers made hostile; undefined when it has no shape to keep. */
export function shapedValue(schema: QuerySchema | undefined): fc.Arbitrary<string> | undefined {
  if (!schema) return undefined;
  const types = [schema.type].flat();
  if (types.includes('integer') || types.includes('number'))
    return fc.constantFrom(String(schema.maximum ?? 2 ** 31 - 1), '1', '1e3', '0x10', ' 7 ');
  if (!schema.pattern) return undefined;
  const matching = fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  // Mostly swapped: a value as the pattern makes it is seldom past the data.
  return fc.oneof(
    { arbitrary: matching, weight: 1 },
    { arbitrary: fc.tuple(matching, hostileDigits).map(([value, swap]) => value.replace(/\d+/g, swap)), weight: 3 },
  );
}

/** A value each required query parameter accepts, so that a fuzzed one is not refused for another's absence. */
export function requiredQuery(parameters: { name: string; required?: boolean; schema?: QuerySchema }[], seed: number) {
  const query: Record<string, string> = {};
  for (const { name, required, schema } of parameters) {
    if (!required) continue;
    if (schema?.enum?.length) query[name] = String(schema.enum[0]);
    else if (schema?.pattern)
      query[name] = fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed, numRuns: 1 })[0] ?? '';
    else query[name] = '1';
  }
  return query;
}
