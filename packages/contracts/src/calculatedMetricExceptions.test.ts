import { describe, expect, it } from 'vitest';
import { calculatedMetricMessages } from './calculatedMetric';
import { calculatedMetricExceptionMessages, calculatedMetricExceptionsInputSchema } from './calculatedMetricExceptions';

const issuesOf = (input: unknown) => {
  const parsed = calculatedMetricExceptionsInputSchema.safeParse(input);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('calculatedMetricExceptionsInputSchema', () => {
  it('takes an override for a product and an ignore for a retailer and tag group, with defaults', () => {
    const parsed = calculatedMetricExceptionsInputSchema.parse({
      exceptions: [{ entityId: 7, field: 'image_count', operator: 'greater_or_equal', value: 2 }],
      exceptionGroups: [{ retailerIds: [3, 4], tagIds: [9], type: 'IGNORE', field: 'rich_content' }],
    });
    expect(parsed.exceptions[0]).toMatchObject({
      entityType: 'PRODUCT',
      type: 'OVERRIDE',
      retailerId: null,
      tagId: null,
    });
    expect(parsed.exceptionGroups[0]).toMatchObject({ entityId: null, operator: null, value: null });
  });

  it('names the failing path: no page chosen, operator missing or unfit, a value for IGNORE, a wrong value type', () => {
    expect(
      issuesOf({
        exceptions: [
          { type: 'IGNORE', field: 'video_count' },
          { entityId: 1, field: 'image_count' },
          { entityId: 1, field: 'pdp_brand', operator: 'greater', value: 'x' },
          { tagId: 2, type: 'IGNORE', field: 'rating', value: 4 },
          { retailerId: 3, field: 'rating', operator: 'equals', value: 4, valueType: 'text' },
        ],
        exceptionGroups: [{ type: 'IGNORE', field: 'rating' }],
      }),
    ).toEqual({
      'exceptions.0.entityId': calculatedMetricExceptionMessages.exceptionScope,
      'exceptions.1.operator': calculatedMetricExceptionMessages.operatorNeeded,
      'exceptions.2.operator': calculatedMetricMessages.operatorNotForField,
      'exceptions.3.value': calculatedMetricMessages.noValueWanted,
      'exceptions.4.valueType': calculatedMetricMessages.valueTypeNotForField,
      'exceptionGroups.0.entityId': calculatedMetricExceptionMessages.exceptionScope,
    });
  });
});
