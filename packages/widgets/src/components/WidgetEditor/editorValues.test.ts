import { describe, expect, it } from 'vitest';
import { sampleWidgets } from '../../testing/sampleWidgets';
import { draftProblems, editorValuesOf, NEW_WIDGET, previewDefinitionOf, widgetInputOf } from './editorValues';

describe('editor values', () => {
  it('turns a stored widget into form values without its server-side fields', () => {
    const values = editorValuesOf(sampleWidgets()[1]!);
    expect(values).toMatchObject({ name: 'Selling price by retailer', visualizationType: 'LINE', dimensionId: 1 });
    expect(values).not.toHaveProperty('userName');
    expect(values).not.toHaveProperty('accessLevel');
  });

  it("sends blanks as null and 'no condition' as no operator", () => {
    const input = widgetInputOf({
      ...NEW_WIDGET,
      name: 'T',
      description: '  ',
      tableFields: [{ fieldType: 'METRIC', fieldId: 1, conditionOperator: '' as never, conditionValue: '', thresholds: [{ condition: 'x', css: { color: '', 'background-color': '#fff' } }] }],
    });
    expect(input.description).toBeNull();
    expect(input.tableFields?.[0]).toMatchObject({ conditionOperator: null, conditionValue: null, thresholds: [{ css: { 'background-color': '#fff' } }] });
  });

  it('previews only a complete draft, and names what is missing', () => {
    expect(previewDefinitionOf({ ...NEW_WIDGET, metricId: null })).toBeNull();
    expect(draftProblems({ ...NEW_WIDGET, name: 'K' })).toEqual({ metricId: 'Required for this widget type.' });
    expect(previewDefinitionOf({ ...NEW_WIDGET, metricId: 2 })).toMatchObject({ visualizationType: 'KPI', metricId: 2, aggregationFunction: 'AVG' });
  });
});
