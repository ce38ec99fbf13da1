import { parkerAnswerSchema, savedFilterInputSchema, widgetCreateSchema } from '@shelfsight/contracts';
import { describe, expect, it } from 'vitest';
import { outOfStockAnswer } from '../testing/sampleAnswers';
import { savedFilterOf, savedWidgetOf } from './savedWidgetOf';

const widget = outOfStockAnswer.widget!;

describe('saving an answer as a widget', () => {
  it('uses a sample the answer schema accepts', () => {
    expect(parkerAnswerSchema.safeParse(outOfStockAnswer).error).toBeUndefined();
  });

  it('carries the answer’s filters in a saved filter the server accepts', () => {
    const filter = savedFilterOf(outOfStockAnswer, widget);
    const parsed = savedFilterInputSchema.parse(filter);
    expect(parsed.retailers).toEqual(widget.request.filterRetailerIds);
    expect(parsed.brands).toEqual([]);
    expect(parsed.name).toBe(`Parker: ${outOfStockAnswer.question}`);
  });

  it('makes no saved filter when the answer filters nothing', () => {
    const unfiltered = { ...widget, request: { ...widget.request, filterRetailerIds: [] } };
    expect(savedFilterOf(outOfStockAnswer, unfiltered)).toBeNull();
  });

  it('turns the engine query into a widget the create call accepts, on the saved filter', () => {
    const input = widgetCreateSchema.parse(savedWidgetOf(outOfStockAnswer, widget, 812));
    expect(input).toMatchObject({
      name: outOfStockAnswer.question,
      visualizationType: widget.definition.visualizationType,
      metricId: widget.definition.metricId,
      dimensionId: widget.definition.dimensionId,
      aggregationFunction: widget.definition.aggregationFunction,
      displayCondition: widget.definition.displayCondition,
      filterId: 812,
      dateDataSelection: null,
    });
    expect(input.description).toContain('2026-11-16 – 2026-11-22');
  });

  it('cuts a long question to the longest widget name', () => {
    const long = { ...outOfStockAnswer, question: 'q'.repeat(450) };
    const input = widgetCreateSchema.parse(savedWidgetOf(long, widget, null));
    expect(input.name).toHaveLength(200);
  });
});
