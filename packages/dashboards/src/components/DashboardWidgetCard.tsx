import { DatabaseOutlined, MoreOutlined } from '@ant-design/icons';
import { SlotActionsMenu, useIsReadOnly } from '@shelfsight/api-client';
import { type Dashboard, type DashboardWidgetWithDefinition, datasetRoutes } from '@shelfsight/contracts';
import { WidgetDownloadMenu, WidgetPlaceholder, WidgetPreview, type WidgetItem } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import { Button, Card, Empty, Tag } from 'antd';
import { memo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { DashboardFilterFields } from '../utils/dashboardFilterFields';
import { cssColorOf } from '../utils/rows';
import { useNearViewport } from '../utils/useNearViewport';
import { dashboardWidgetRequest } from '../utils/widgetRequest';
import { detailsTargetOf, WidgetDetailsDialog, type WidgetDetailsTarget } from './WidgetDetailsDialog';
import { type ClickedItem, linkedDashboardIdsOf, WidgetItemMenu } from './WidgetItemMenu';

export const WIDGET_CARD_TEXTS = {
  notShared: 'This widget is not shared with you.',
  notSharedTitle: 'Widget not shared',
  moreActions: (title: string) => `More actions for ${title}`,
} as const;

/** The title a placed widget shows: its name override, else the saved widget's name. */
export const placedWidgetTitle = (placed: DashboardWidgetWithDefinition): string =>
  placed.nameOverride ?? placed.widget?.name ?? WIDGET_CARD_TEXTS.notSharedTitle;

/**
 * One widget of a dashboard, drawn by widget-kit with the dashboard's context. A widget not shared with me
 * (widgetNotShared) shows only that: the server sends nothing of it, and no data is asked for. On screen (not
 * in print), a clicked item opens its menu (cross-filter, products, linked dashboards) and a KPI's value the
 * details of the whole widget. Memoised: a dashboard's cards redraw only when their own props change (see
 * DashboardGroups, which keeps those props stable).
 */
export const DashboardWidgetCard = memo(function DashboardWidgetCard({
  dashboard,
  placed,
  eager = false,
  chosenPeriod,
  filters,
  onCrossFilter,
  onOpenLinkedDashboard,
}: {
  dashboard: Dashboard;
  placed: DashboardWidgetWithDefinition;
  /** Draws at once wherever it is (the print view), instead of when it comes near the viewport. */
  eager?: boolean;
  /** Days chosen in the dashboard's header for this visit. */
  chosenPeriod?: PreviewPeriod;
  /** Filters applied on the dashboard for this visit (filter bar and cross-filters). */
  filters?: DashboardFilterFields;
  onCrossFilter?: (item: WidgetItem) => void;
  onOpenLinkedDashboard?: (dashboardId: number, item: WidgetItem) => void;
}) {
  const title = placedWidgetTitle(placed);
  // The card cuts a long name to one line with an ellipsis; its title shows it whole on hover.
  const heading = <span title={title}>{title}</span>;
  const readOnly = useIsReadOnly();
  const [clicked, setClicked] = useState<ClickedItem | null>(null);
  const [details, setDetails] = useState<WidgetDetailsTarget | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(cardRef, { always: eager });
  const ribbons = placed.overrideRibbons.map((ribbon) => (
    <Tag key={ribbon.text} color={cssColorOf(ribbon.color)}>
      {ribbon.text}
    </Tag>
  ));
  if (placed.widgetNotShared || placed.widget === null) {
    return (
      <Card size="small" title={heading} data-testid="dashboard-widget">
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={WIDGET_CARD_TEXTS.notShared} />
      </Card>
    );
  }
  const { context, period } = dashboardWidgetRequest(dashboard, placed, chosenPeriod, filters, eager);
  // The details ask for the clicked item in exactly the context the widget was drawn in.
  const openDetails = (item: WidgetItem | null, metricId?: number) =>
    setDetails(
      detailsTargetOf(
        placed.widgetId,
        item,
        { context, ...(period ? { period } : {}), ...(metricId === undefined ? {} : { metricId }) },
        item === null,
      ),
    );
  // Print has no one to click.
  const interactive = !eager;
  // The dataset builder starts from this placed widget (its overrides apply); a plain link, not a dropdown,
  // keeps each of a dashboard's many cards light.
  const buildDataset =
    interactive && !readOnly ? (
      <Link
        key="build-dataset"
        to={`${datasetRoutes.builder}?dwId=${placed.id}`}
        aria-label={`Build dataset from ${title}`}
        title="Build dataset"
      >
        <DatabaseOutlined />
      </Link>
    ) : null;
  // The file holds what the card shows: the dashboard's dates and filters and the placed widget's overrides
  // (the server applies the stored ones); a download's page is the server's default, 50 rows, not the card's.
  const { itemsPerPage: _screenPage, ...downloadRequest } = context;
  const download = interactive ? (
    <WidgetDownloadMenu
      key="download"
      widgetId={placed.widgetId}
      widgetName={title}
      {...(period ? { period } : {})}
      request={downloadRequest}
    />
  ) : null;
  // Other features' actions on the widget (the `widgetCard.actions` slot); the menu is absent while none contributes.
  const contributed = interactive ? (
    <SlotActionsMenu
      key="more"
      slot="widgetCard.actions"
      props={{ widgetId: placed.widgetId, dashboardId: dashboard.id }}
    >
      <Button size="small" icon={<MoreOutlined />} aria-label={WIDGET_CARD_TEXTS.moreActions(title)} />
    </SlotActionsMenu>
  ) : null;
  const extra = [
    ...ribbons,
    ...(download ? [download] : []),
    ...(buildDataset ? [buildDataset] : []),
    ...(contributed ? [contributed] : []),
  ];
  return (
    <Card
      ref={cardRef}
      size="small"
      title={heading}
      extra={extra.length > 0 ? extra : undefined}
      data-testid="dashboard-widget"
    >
      {near ? (
        <WidgetPreview
          widgetId={placed.widgetId}
          context={context}
          period={period}
          label={title}
          onItemClick={interactive ? (item, detail) => setClicked({ item, detail }) : undefined}
          onWholeWidgetClick={interactive ? () => openDetails(null) : undefined}
          printed={eager}
          picturesFirst
        />
      ) : (
        // Far below the fold: no data asked yet (see useNearViewport).
        <div role="figure" aria-label={title} aria-busy="true">
          <WidgetPlaceholder />
        </div>
      )}
      {clicked ? (
        <WidgetItemMenu
          clicked={clicked}
          linkedDashboardIds={linkedDashboardIdsOf(clicked.detail, placed.overrideLinkedDashboards, dashboard.id)}
          onCrossFilter={onCrossFilter}
          onOpenLinkedDashboard={onOpenLinkedDashboard}
          onShowProducts={() => openDetails(clicked.item, clicked.detail.metricId)}
          onClose={() => setClicked(null)}
        />
      ) : null}
      {details ? <WidgetDetailsDialog target={details} onClose={() => setDetails(null)} /> : null}
    </Card>
  );
});
