import { describe, expect, it } from 'vitest';
import { sampleWidgets } from '../../testing/sampleWidgets';
import {
  draftProblems,
  editorValuesOf,
  mergeEditorValues,
  NEW_WIDGET,
  previewDefinitionOf,
  widgetInputOf,
} from './editorValues';

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
      tableFields: [
        {
          fieldType: 'METRIC',
          fieldId: 1,
          conditionOperator: '' as never,
          conditionValue: '',
          thresholds: [{ condition: 'x', css: { color: '', 'background-color': '#fff' } }],
        },
      ],
    });
    expect(input.description).toBeNull();
    expect(input.tableFields?.[0]).toMatchObject({
      conditionOperator: null,
      conditionValue: null,
      thresholds: [{ css: { 'background-color': '#fff' } }],
    });
  });

  it('previews only a complete draft, and names what is missing', () => {
    expect(previewDefinitionOf({ ...NEW_WIDGET, metricId: null })).toBeNull();
    expect(draftProblems({ ...NEW_WIDGET, name: 'K' })).toEqual({ metricId: 'Required for this widget type.' });
    expect(previewDefinitionOf({ ...NEW_WIDGET, metricId: 2 })).toMatchObject({
      visualizationType: 'KPI',
      metricId: 2,
      aggregationFunction: 'AVG',
    });
  });

  it('keeps the custom settings the form does not show when it changes the overall row', () => {
    const initial = {
      ...NEW_WIDGET,
      visualizationType: 'DATA_TABLE' as const,
      customSettings: { yMetricId: 8, overallRow: true },
    };
    expect(mergeEditorValues(initial, { customSettings: { overallRow: false } }).customSettings).toEqual({
      yMetricId: 8,
      overallRow: false,
    });
    expect(mergeEditorValues(initial, { name: 'T' })).toMatchObject({
      name: 'T',
      customSettings: { yMetricId: 8, overallRow: true },
    });
  });

  it('saves the period as its preset, keeping a comparison in customSettings, and reads it back', () => {
    const input = widgetInputOf({
      ...NEW_WIDGET,
      name: 'K',
      metricId: 2,
      period: { preset: '7d', compare: true, comparePreset: 'pp' },
      customSettings: { yMetricId: 8 },
    });
    expect(input.dateDataSelection).toBe('7d');
    expect(input.customSettings).toEqual({
      yMetricId: 8,
      datePeriod: { preset: '7d', compare: true, comparePreset: 'pp' },
    });
    const stored = {
      ...sampleWidgets()[0]!,
      dateDataSelection: input.dateDataSelection ?? null,
      customSettings: input.customSettings ?? {},
    };
    expect(editorValuesOf(stored).period).toEqual({ preset: '7d', compare: true, comparePreset: 'pp' });
  });

  it('keeps a widget without a period of its own without one: no preset and no remembered period on saving', () => {
    const stored = { ...sampleWidgets()[0]!, dateDataSelection: null, customSettings: { overallRow: true } };
    const values = editorValuesOf(stored);
    expect(values.period).toBeNull();
    const input = widgetInputOf(mergeEditorValues(values, { name: 'Availability' }));
    expect(input.dateDataSelection).toBeNull();
    expect(input.customSettings).toEqual({ overallRow: true });
    expect(input.customSettings).not.toHaveProperty('datePeriod');
  });

  it('saves a period chosen for such a widget, and no period again once it is cleared', () => {
    const values = editorValuesOf({ ...sampleWidgets()[0]!, dateDataSelection: null, customSettings: {} });
    const chosen = widgetInputOf(
      mergeEditorValues(values, { period: { preset: '7d', compare: true, comparePreset: 'pp' } }),
    );
    expect(chosen.dateDataSelection).toBe('7d');
    expect(chosen.customSettings).toEqual({ datePeriod: { preset: '7d', compare: true, comparePreset: 'pp' } });

    const reopened = editorValuesOf({
      ...sampleWidgets()[0]!,
      dateDataSelection: chosen.dateDataSelection ?? null,
      customSettings: chosen.customSettings ?? {},
    });
    const cleared = widgetInputOf(mergeEditorValues(reopened, { period: null }));
    expect(cleared.dateDataSelection).toBeNull();
    expect(cleared.customSettings).toEqual({});
  });
});
