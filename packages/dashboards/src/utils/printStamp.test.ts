import { describe, expect, it } from 'vitest';
import { sampleDashboard, sampleSavedFilters } from '../testing/sampleDashboards';
import { emptySelection } from '../state/dashboardFiltersSlice';
import { sampleFilterItems } from '../testing/sampleFilters';
import { printPeriodOf, printStampOf } from './printStamp';

describe('printStampOf', () => {
  const filters = [{ ...sampleSavedFilters()[0]!, id: 7, name: 'Germany, own brands' }];

  it('names the days with their comparison, the default saved filter and the assortment', () => {
    const dashboard = sampleDashboard({ defaultSavedFilterId: 7, applyRetailerAssortment: true });
    const period = {
      dateFrom: '2024-02-01',
      dateTo: '2024-02-29',
      compareDateFrom: '2024-01-01',
      compareDateTo: '2024-01-29',
    };
    expect(printStampOf(dashboard, period, filters)).toEqual({
      dates: '2024-02-01 – 2024-02-29, compared with 2024-01-01 – 2024-01-29',
      filters: 'saved filter Germany, own brands; retailer assortment applied',
    });
  });

  it('says when each widget keeps its own dates and nothing filters, and a filter it cannot name by its id', () => {
    expect(
      printStampOf(sampleDashboard({ defaultSavedFilterId: null, applyRetailerAssortment: false }), null, []),
    ).toEqual({
      dates: "each widget's own dates",
      filters: 'none',
    });
    expect(printStampOf(sampleDashboard({ defaultSavedFilterId: 9 }), null, filters).filters).toContain('#9');
  });
});

describe('printPeriodOf', () => {
  it('reads both ends of the days and of the comparison, or nothing without both', () => {
    expect(printPeriodOf(new URLSearchParams('id=5&dateFrom=2024-02-01&dateTo=2024-02-29'))).toEqual({
      dateFrom: '2024-02-01',
      dateTo: '2024-02-29',
    });
    expect(printPeriodOf(new URLSearchParams('dateFrom=2024-02-01'))).toBeNull();
    expect(
      printPeriodOf(
        new URLSearchParams(
          'dateFrom=2024-02-01&dateTo=2024-02-29&compareDateFrom=2024-01-01&compareDateTo=2024-01-29',
        ),
      ),
    ).toMatchObject({ compareDateFrom: '2024-01-01', compareDateTo: '2024-01-29' });
  });
});

describe('printStampOf with the filters of the print', () => {
  it('names the saved filters, the items of each segment and the cross-filters', () => {
    const selection = emptySelection();
    selection.savedFilterIds = [7];
    selection.segments.retailers = [1, 99];
    const stamp = printStampOf(
      sampleDashboard({ defaultSavedFilterId: 3, applyRetailerAssortment: false }),
      null,
      [{ ...sampleSavedFilters()[0]!, id: 7, name: 'Germany' }],
      {
        selection,
        crossFilters: [{ key: 'brand:7', label: 'Brewmaster' }],
        items: { retailers: sampleFilterItems().retailers },
        labels: { retailers: 'Retailers' },
      },
    );
    expect(stamp.filters).toBe('saved filter Germany; Retailers: Kaufhalle, #99; cross-filter Brand: Brewmaster');
  });
});
