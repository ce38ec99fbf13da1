import { useAppStore, useGetAvailableFiltersQuery, useGetSavedFiltersQuery } from '@shelfsight/api-client';
import {
  type Dashboard,
  dashboardIdOf,
  dashboardMessages,
  type DashboardWidgetWithDefinition,
  PRINT_READY_ATTRIBUTE,
} from '@shelfsight/contracts';
import { startChartPictures, startWidgetDataBatch } from '@shelfsight/widget-kit';
import { previewPeriodOf, usePeriodContext } from '@shelfsight/widget-kit/period';
import { Flex, Result, Skeleton, Typography } from 'antd';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetDashboardQuery, useGetWidgetsForDashboardQuery } from '../api/dashboardsApi';
import { DashboardGroups } from '../components/DashboardGroups';
import { DashboardIcon } from '../components/DashboardIcon';
import { pickerValueOf } from '../utils/dashboardDates';
import { PRINT_STAMP_TEXTS, printPeriodOf, printStampOf } from '../utils/printStamp';
import type { DashboardFilterFields } from '../utils/dashboardFilterFields';
import { placedWidgetDataRequest, printFiltersOf, widgetsInReadingOrder } from '../utils/openingRequests';
import { usePrintReady } from '../utils/usePrintReady';
import { useSegmentItems } from '../utils/useSegmentItems';
import { VIEW_TEXTS } from './DashboardViewPage';

/**
 * Asks for every widget's data in one batched request (get-data/batch, asked in reading order, answered line by line)
 * as the layout first renders, before its cards mount: each card's query takes its widget's line up instead of
 * sending a request of its own. Charts whose printed size is known ask for their pictures beside it.
 */
function usePrintDataBatch(
  dashboard: Dashboard | undefined,
  widgets: DashboardWidgetWithDefinition[] | undefined,
  search: URLSearchParams,
  filters: DashboardFilterFields | undefined,
) {
  const store = useAppStore();
  // In render, not an effect: the cards' queries start in their own effects, which run before this page's.
  useMemo(() => {
    if (!dashboard || !widgets) return;
    const chosenPeriod = printPeriodOf(search) ?? undefined;
    const requests = widgetsInReadingOrder(dashboard, widgets).flatMap(
      (placed) => placedWidgetDataRequest(dashboard, placed, chosenPeriod, filters, true) ?? [],
    );
    startWidgetDataBatch(store, requests);
    // The charts' pictures too, where this browser knows their printed sizes from an earlier visit.
    startChartPictures(store, requests, true);
  }, [store, dashboard, widgets, search, filters]);
}

/**
 * /dashboards/pdfView/?id= — the print layout of a dashboard: its name, description, the dates and filters
 * it ran with, and every widget drawn at once, full width, without the app's menu or buttons. The days of
 * the address (dateFrom, dateTo, compareDateFrom, compareDateTo) apply to every widget, as the view's
 * picker does. Its root says `data-print-ready="true"` once every widget has drawn: the server's PDF
 * printing waits for that.
 */
export function DashboardPdfViewPage() {
  const [search] = useSearchParams();
  const id = dashboardIdOf(search);
  const dashboard = useGetDashboardQuery(id ?? 0, { skip: id === null });
  const widgets = useGetWidgetsForDashboardQuery(id ?? 0, { skip: id === null });
  // The view sends its filters as one `filters` value (the server passes it on); a link may name them as the view does.
  const { chosen, fields: filters } = useMemo(() => printFiltersOf(search), [search]);
  const selection = chosen.selection;
  const named = selection !== null && !selection.allData;
  const needsSavedFilters =
    Boolean(dashboard.data?.defaultSavedFilterId) || (named && selection.savedFilterIds.length > 0);
  const savedFilters = useGetSavedFiltersQuery(undefined, { skip: !needsSavedFilters });
  const available = useGetAvailableFiltersQuery(undefined, { skip: !named });
  const segmentItems = useSegmentItems((segment) => named && selection.segments[segment].length > 0);
  const periodContext = usePeriodContext();
  usePrintDataBatch(dashboard.data, widgets.data, search, filters);
  const root = useRef<HTMLDivElement>(null);
  // The stamp names the saved filters and items it ran with, so their names are waited for too.
  const loaded =
    dashboard.data !== undefined &&
    widgets.data !== undefined &&
    (!needsSavedFilters || savedFilters.data !== undefined || savedFilters.isError) &&
    !segmentItems.loading;
  const ready = usePrintReady(root, loaded);

  if (id === null) return <Result status="info" title={VIEW_TEXTS.noId} />;
  if (dashboard.isError || widgets.isError) return <Result status="404" title={dashboardMessages.unknownDashboard} />;
  if (!dashboard.data || !widgets.data) return <Skeleton active />;
  const chosenPeriod = printPeriodOf(search);
  const own = pickerValueOf(dashboard.data);
  const stamp = printStampOf(
    dashboard.data,
    chosenPeriod ?? (own.own ? previewPeriodOf(own.value, periodContext) : null),
    savedFilters.data ?? [],
    {
      ...chosen,
      items: segmentItems.items,
      labels: Object.fromEntries(Object.entries(available.data ?? {}).map(([key, value]) => [key, value.label])),
    },
  );
  // Exactly the layout's width, from the top: the empty layout centres its page, which made this one as wide as its
  // content, so every chart was redrawn each time a wider widget arrived (the first row six times on the 50-widget
  // bench). Border-box and no minimum: wide content must not widen it either.
  return (
    <Flex
      vertical
      gap="large"
      style={{ padding: 24, width: '100%', boxSizing: 'border-box', minWidth: 0, alignSelf: 'flex-start' }}
      ref={root}
      {...{ [PRINT_READY_ATTRIBUTE]: String(ready) }}
    >
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          <Flex gap={8} align="center">
            <DashboardIcon name={dashboard.data.icon} />
            {dashboard.data.name}
          </Flex>
        </Typography.Title>
        {dashboard.data.description ? (
          <Typography.Paragraph type="secondary">{dashboard.data.description}</Typography.Paragraph>
        ) : null}
        <Typography.Paragraph style={{ margin: 0 }} data-testid="print-stamp">
          {PRINT_STAMP_TEXTS.dates}: {stamp.dates}
          <br />
          {PRINT_STAMP_TEXTS.filters}: {stamp.filters}
        </Typography.Paragraph>
      </div>
      <DashboardGroups
        dashboard={dashboard.data}
        widgets={widgets.data}
        eager
        chosenPeriod={chosenPeriod ?? undefined}
        filters={filters}
      />
    </Flex>
  );
}

export { DashboardPdfViewPage as Component };
