import { describe, expect, it } from 'vitest';
import { sampleDashboard, sampleWidgetsFor } from '../testing/sampleDashboards';
import { PRINT_TABLE_ROW_LIMIT, SCREEN_TABLE_PAGE_SIZE, dashboardWidgetRequest } from './widgetRequest';

describe('dashboardWidgetRequest', () => {
  const dashboard = sampleDashboard();
  const [kpi] = sampleWidgetsFor(dashboard);
  const table = { ...kpi!, visualization: 'DATA_TABLE' as const };

  it("asks for a data table's first page of 10 rows on screen, and up to 200 rows in print", () => {
    expect(dashboardWidgetRequest(dashboard, table).context.itemsPerPage).toBe(SCREEN_TABLE_PAGE_SIZE);
    expect(dashboardWidgetRequest(dashboard, table, undefined, undefined, true).context.itemsPerPage).toBe(
      PRINT_TABLE_ROW_LIMIT,
    );
    expect(PRINT_TABLE_ROW_LIMIT).toBe(200);
  });

  it('leaves the page size of other widget types to the server', () => {
    expect(dashboardWidgetRequest(dashboard, kpi!).context).not.toHaveProperty('itemsPerPage');
  });
});
