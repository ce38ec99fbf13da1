import type { Dashboard, DashboardWidgetWithDefinition } from '@shelfsight/contracts';
import { availabilityByBrandAt20Retailers } from '@shelfsight/widget-kit/samples';
import { sampleDashboard, sampleSavedWidget } from './sampleDashboards';

/** Availability by brand at 20 retailers, as get-data answers a matrix table: far wider than a printed page. */
export const twentyRetailerMatrixAnswer = {
  visualizationType: 'MATRIX_TABLE',
  rawOutput: availabilityByBrandAt20Retailers,
  settingsUsed: { dateFrom: '2024-03-01', dateTo: '2024-03-31', aggregationFunction: 'AVG' },
};

/** The first `shown` of `total` products by price, as get-data answers a data table's page. */
export function productTableAnswer(shown: number, total: number) {
  return {
    visualizationType: 'DATA_TABLE',
    rawOutput: {
      columns: [
        { key: 'item', id: 0, sequenceNumber: 0, name: 'Product', dataType: 's', format: 'text' },
        { key: 'f1', id: 5, sequenceNumber: 1, name: 'Selling price', dataType: 'n', format: 'currency' },
      ],
      columnGroups: [],
      rows: Array.from({ length: shown }, (_, index) => ({
        key: `product:${index + 1}`,
        values: { item: `Pampers Baby-Dry size ${(index % 7) + 1}, pack ${index + 1}`, f1: 30 - index / 10 },
      })),
      totalRows: total,
      page: 1,
      itemsPerPage: shown,
      sortBy: 'f1',
      sortDesc: true,
    },
    settingsUsed: { dateFrom: '2024-03-01', dateTo: '2024-03-31', aggregationFunction: 'AVG' },
  };
}

/** A dashboard of one group: the matrix alone in its row, the data table alone in the next. */
export function printedTablesDashboard(): { dashboard: Dashboard; widgets: DashboardWidgetWithDefinition[] } {
  const base = sampleDashboard();
  const [first] = base.groups;
  const template = first!.widgets[0]!;
  const placedWidgets = [
    { ...template, id: 41, widgetId: 51, rowIndex: 0, sequence: 0, nameOverride: null, datePresetOverride: null },
    { ...template, id: 42, widgetId: 52, rowIndex: 1, sequence: 0, nameOverride: null, datePresetOverride: null },
  ];
  placedWidgets[0]!.visualization = 'MATRIX_TABLE';
  placedWidgets[1]!.visualization = 'DATA_TABLE';
  const dashboard: Dashboard = { ...base, groups: [{ ...first!, widgets: placedWidgets }] };
  const saved = [
    sampleSavedWidget(51, 'Availability by retailer and brand', 'MATRIX_TABLE'),
    sampleSavedWidget(52, 'Product prices', 'DATA_TABLE'),
  ];
  return { dashboard, widgets: placedWidgets.map((placed, index) => ({ ...placed, widget: saved[index]! })) };
}
