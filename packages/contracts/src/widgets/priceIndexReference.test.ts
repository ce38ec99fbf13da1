import { describe, expect, it } from 'vitest';
import { priceIndexReferenceOf } from './priceIndexReference';
import { widgetInputSchema } from './savedWidgets';
import { widgetDataRequestSchema } from './widgetQuery';

const scatter = (customSettings: Record<string, unknown>) => ({
  name: 'Price index by brand',
  visualizationType: 'SCATTER',
  metricId: 18,
  dimensionId: 2,
  aggregationFunction: 'AVG',
  customSettings,
});
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => issue.path.join('.'));

describe('price index reference in custom settings', () => {
  it('accepts each reference and reads it back, market average by default', () => {
    for (const settings of [
      {},
      { priceIndexReference: 'MARKET_AVERAGE' },
      { priceIndexReference: 'LOWEST_COMPETITOR' },
      { priceIndexReference: 'RETAILER', priceIndexRetailerId: 7 },
    ]) {
      expect(widgetInputSchema.safeParse(scatter(settings)).success).toBe(true);
    }
    expect(priceIndexReferenceOf({})).toEqual({ kind: 'MARKET_AVERAGE' });
    expect(priceIndexReferenceOf({ priceIndexReference: 'LOWEST_COMPETITOR' })).toEqual({ kind: 'LOWEST_COMPETITOR' });
    expect(priceIndexReferenceOf({ priceIndexReference: 'RETAILER', priceIndexRetailerId: 7 })).toEqual({
      kind: 'RETAILER',
      retailerId: 7,
    });
  });
  it('refuses an unknown reference and a retailer reference without a retailer, naming the key', () => {
    expect(paths(widgetInputSchema.safeParse(scatter({ priceIndexReference: 'CHEAPEST' })))).toEqual([
      'customSettings.priceIndexReference',
    ]);
    expect(paths(widgetInputSchema.safeParse(scatter({ priceIndexReference: 'RETAILER' })))).toEqual([
      'customSettings.priceIndexRetailerId',
    ]);
    expect(
      paths(widgetInputSchema.safeParse(scatter({ priceIndexReference: 'RETAILER', priceIndexRetailerId: 'acme' }))),
    ).toEqual(['customSettings.priceIndexRetailerId']);
  });
  it('checks an inline definition of a data request the same way', () => {
    const result = widgetDataRequestSchema.safeParse({
      definition: { visualizationType: 'SCATTER', metricId: 18, customSettings: { priceIndexReference: 'CHEAPEST' } },
    });
    expect(paths(result)).toEqual(['definition.customSettings.priceIndexReference']);
  });
});
