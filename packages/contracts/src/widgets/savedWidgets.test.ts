import { describe, expect, it } from 'vitest';
import { savedWidgetMessages, widgetCreateSchema, widgetInputSchema } from './savedWidgets';
import { conditionMessages, conditionOperatorsByDataType, isMissingConditionValue } from './tableFieldConditions';
import { selectableWidgetTypes, widgetTypeCatalogue } from './widgetTypeCatalogue';

const issuesOf = (input: unknown) => {
  const result = widgetCreateSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('widget type catalogue', () => {
  it('has the ten types, scatter not selectable, and an optional sub dimension for the performance overview', () => {
    expect(widgetTypeCatalogue).toHaveLength(10);
    expect(selectableWidgetTypes.map((type) => type.visualizationType)).not.toContain('SCATTER');
    const overview = widgetTypeCatalogue.find((type) => type.visualizationType === 'PERFORMANCE_OVERVIEW');
    expect(overview?.hasSubDimension).toBe(true);
    expect(overview?.requiredFields).not.toContain('subDimensionKey');
  });
});

describe('widget input', () => {
  it('accepts a complete KPI and fills the defaults', () => {
    const parsed = widgetInputSchema.parse({
      name: ' Availability ',
      visualizationType: 'KPI',
      metricId: 3,
      aggregationFunction: 'AVG',
    });
    expect(parsed).toMatchObject({
      name: 'Availability',
      tableFields: [],
      description: null,
      dimensionId: null,
      customSettings: {},
    });
  });

  it('names each missing required field of the type', () => {
    expect(issuesOf({ name: 'Prices', visualizationType: 'LINE', metricId: 4 })).toEqual({
      dimensionId: savedWidgetMessages.required,
      aggregationFunction: savedWidgetMessages.required,
    });
    expect(issuesOf({ name: 'Table', visualizationType: 'DATA_TABLE', dimensionId: 1 })).toEqual({
      tableFields: savedWidgetMessages.required,
    });
  });

  it('refuses to create a scatter plot', () => {
    const issues = issuesOf({
      name: 'S',
      visualizationType: 'SCATTER',
      metricId: 1,
      dimensionId: 1,
      aggregationFunction: 'AVG',
    });
    expect(issues).toEqual({ visualizationType: savedWidgetMessages.notSelectable });
  });

  it('checks table-field conditions by data type and the missing-value rule', () => {
    const base = { name: 'T', visualizationType: 'DATA_TABLE', dimensionId: 1 };
    const field = (extra: object) => ({ fieldType: 'METRIC', fieldId: 1, ...extra });
    expect(
      issuesOf({ ...base, tableFields: [field({ dataType: 'n', conditionOperator: '>', conditionValue: '' })] }),
    ).toEqual({
      'tableFields.0.conditionValue': conditionMessages.missingValue,
    });
    expect(
      issuesOf({ ...base, tableFields: [field({ dataType: 'n', conditionOperator: 'in', conditionValue: '1, x' })] }),
    ).toEqual({
      'tableFields.0.conditionValue': conditionMessages.notANumber,
    });
    expect(
      issuesOf({
        ...base,
        tableFields: [field({ dataType: 'd', conditionOperator: 'contains', conditionValue: 'a' })],
      }),
    ).toEqual({
      'tableFields.0.conditionOperator': conditionMessages.unknownOperator,
    });
    expect(
      issuesOf({
        ...base,
        tableFields: [field({ dataType: 'd', conditionOperator: '<=', conditionValue: '2024-02-30' })],
      }),
    ).toEqual({
      'tableFields.0.conditionValue': conditionMessages.notADate,
    });
    expect(issuesOf({ ...base, tableFields: [field({ dataType: 's', conditionOperator: 'empty' })] })).toEqual({});
  });

  it('names metrics, dimensions, column groups and table fields that are not in the catalogue', () => {
    expect(
      issuesOf({
        name: 'M',
        visualizationType: 'MATRIX_TABLE',
        metricId: 999,
        dimensionId: 1,
        verticalDimensionId: 77,
        aggregationFunction: 'AVG',
      }),
    ).toEqual({
      metricId: savedWidgetMessages.unknownMetric,
      verticalDimensionId: savedWidgetMessages.unknownDimension,
    });
    expect(
      issuesOf({ name: 'P', visualizationType: 'PERFORMANCE_OVERVIEW', dimensionId: 1, columnGroupIds: [1, 99] }),
    ).toEqual({
      'columnGroupIds.1': savedWidgetMessages.unknownColumnGroup,
    });
    expect(
      issuesOf({
        name: 'T',
        visualizationType: 'DATA_TABLE',
        dimensionId: 1,
        tableFields: [{ fieldType: 'ATTRIBUTE', fieldId: 21 }],
      }),
    ).toEqual({
      'tableFields.0.fieldId': savedWidgetMessages.unknownField,
    });
  });

  it('rejects a threshold colour that is not 3 or 6 hex digits', () => {
    const tableFields = [
      { fieldType: 'METRIC', fieldId: 1, thresholds: [{ condition: '{{seq_1}} < 50', css: { color: '#12345' } }] },
    ];
    expect(issuesOf({ name: 'T', visualizationType: 'DATA_TABLE', dimensionId: 1, tableFields })).toEqual({
      'tableFields.0.thresholds.0.css.color': 'Invalid HEX color.',
    });
  });
});

describe('condition operators', () => {
  it('offers the operators of spec 2 §5 per data type', () => {
    expect(conditionOperatorsByDataType.s.map((op) => op.texts)).toEqual([
      'contains',
      'does not contain',
      'equals',
      'not equals',
      'equals any of',
      'not any of',
      'is empty',
      'is not empty',
    ]);
    expect(conditionOperatorsByDataType.n).toHaveLength(8);
    expect(conditionOperatorsByDataType.d.map((op) => op.texts)).toEqual([
      'equals',
      'not equals',
      'before',
      'on or before',
      'after',
      'on or after',
    ]);
  });

  it('misses a value only when the operator needs one', () => {
    expect(isMissingConditionValue('>', null, 'n')).toBe(true);
    expect(isMissingConditionValue('contains', '  ', 's')).toBe(true);
    expect(isMissingConditionValue('empty', null, 's')).toBe(false);
    expect(isMissingConditionValue(null, null, 'n')).toBe(false);
    expect(isMissingConditionValue('=', '0', 'n')).toBe(false);
  });
});
