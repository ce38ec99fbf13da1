import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryIdOf, dimensionCatalogue } from './metadata';
import { metricByCode, metricCatalogue, metricCodes } from './metrics';
import { widgetDataRequestSchema, widgetQueryDefinitionSchema } from './widgetQuery';

describe('metric and dimension catalogues', () => {
  it('has one entry per metric code with unique ids', () => {
    expect(metricCatalogue.map((metric) => metric.code).sort()).toEqual([...metricCodes].sort());
    expect(new Set(metricCatalogue.map((metric) => metric.id)).size).toBe(metricCatalogue.length);
    expect(new Set(dimensionCatalogue.map((dimension) => dimension.id)).size).toBe(dimensionCatalogue.length);
  });
  it('marks the metrics where a rise is bad', () => {
    expect(metricByCode('PRICE_SELL')?.higherIsBetter).toBe(false);
    expect(metricByCode('SEARCH_RANK')?.higherIsBetter).toBe(false);
    expect(metricByCode('AVAILABILITY')?.higherIsBetter).toBe(true);
  });
});

describe('country ids', () => {
  it('round-trips ISO codes through their numeric id', () => {
    expect(countryIdOf('DE')).toBe(405);
    expect(countryIdOf('gb')).toBe(702);
    expect(countryCodeOf(702)).toBe('GB');
    expect(countryCodeOf(27)).toBeNull();
  });
});

describe('widget data request', () => {
  it('reads 0/1 flags, defaults paging and empty filter lists', () => {
    const parsed = widgetDataRequestSchema.parse({ widgetId: 3, useDefaults: 1, sortDesc: 0, filterBrandIds: [4] });
    expect(parsed).toMatchObject({
      useDefaults: true,
      sortDesc: false,
      page: 1,
      itemsPerPage: 50,
      filterBrandIds: [4],
      filterRetailerIds: [],
    });
  });
  it('refuses impossible dates and names the field', () => {
    const result = widgetDataRequestSchema.safeParse({ dateFrom: '2027-02-29' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['dateFrom']);
  });
  it('fills an inline definition like a saved widget', () => {
    expect(widgetQueryDefinitionSchema.parse({ visualizationType: 'KPI', metricId: 2 })).toMatchObject({
      dimensionId: null,
      tableFields: [],
      customSettings: {},
    });
  });
});
