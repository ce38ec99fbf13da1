import type { Dashboard, DashboardWidgetWithDefinition } from '@shelfsight/contracts';
import type { WidgetItem } from '@shelfsight/widget-kit';
import type { PreviewPeriod } from '@shelfsight/widget-kit/period';
import { Col, Flex, Row, Typography } from 'antd';
import { useCallback, useRef } from 'react';
import type { DashboardFilterFields } from '../utils/dashboardFilterFields';
import { cssColorOf, rowsOf } from '../utils/rows';
import { DashboardWidgetCard } from './DashboardWidgetCard';

/**
 * Column spans (of 24) of the widgets of a row of `count`: together the full width, the first ones a column wider
 * where 24 does not divide evenly (5 widgets: 5, 5, 5, 5, 4). A widget alone in its row spans it: half a page
 * left empty beside a lone card reads as something missing.
 */
export function widgetSpans(count: number): number[] {
  const share = Math.max(1, Math.floor(24 / Math.max(1, count)));
  const left = Math.max(0, 24 - share * count);
  return Array.from({ length: count }, (_, index) => share + (index < left ? 1 : 0));
}

/** A group that does not stretch keeps a readable width, centred, the way an unstretched dashboard does. */
export const UNSTRETCHED_GROUP_MAX_WIDTH = 1200;
const UNSTRETCHED_GROUP_STYLE = { maxWidth: UNSTRETCHED_GROUP_MAX_WIDTH, marginInline: 'auto', width: '100%' };

/** The value of the last render while it is equal in content, so memoised cards see an unchanged prop. */
function useSameWhileEqual<T>(value: T): T {
  const kept = useRef({ value, json: JSON.stringify(value) });
  const json = JSON.stringify(value);
  if (json !== kept.current.json) kept.current = { value, json };
  return kept.current.value;
}

/** The groups of a dashboard, each with a colour band, its name and description, and its rows of widgets. */
export function DashboardGroups({
  dashboard,
  widgets,
  eager = false,
  chosenPeriod,
  filters,
  onCrossFilter,
  onOpenLinkedDashboard,
}: {
  dashboard: Dashboard;
  widgets: readonly DashboardWidgetWithDefinition[];
  /** Every widget draws at once (the print view). */
  eager?: boolean;
  /** Days chosen in the header for this visit. */
  chosenPeriod?: PreviewPeriod;
  /** Filters applied on the dashboard for this visit (filter bar and cross-filters). */
  filters?: DashboardFilterFields;
  /** A reader filters the whole dashboard by an item of a widget. */
  onCrossFilter?: (item: WidgetItem) => void;
  /** A reader opens a dashboard linked from a widget, for an item. */
  onOpenLinkedDashboard?: (dashboardId: number, item: WidgetItem) => void;
}) {
  // The pages build the period, filters and handlers anew on each render; the cards are memoised, so they get
  // values that change only with their content and handlers that always call the latest ones.
  const period = useSameWhileEqual(chosenPeriod);
  const applied = useSameWhileEqual(filters);
  const handlers = useRef({ onCrossFilter, onOpenLinkedDashboard });
  handlers.current = { onCrossFilter, onOpenLinkedDashboard };
  const crossFilter = useCallback((item: WidgetItem) => handlers.current.onCrossFilter?.(item), []);
  const openLinked = useCallback(
    (dashboardId: number, item: WidgetItem) => handlers.current.onOpenLinkedDashboard?.(dashboardId, item),
    [],
  );
  return (
    <Flex vertical gap={24}>
      {[...dashboard.groups]
        .sort((a, b) => a.sequence - b.sequence)
        .map((group) => {
          const rows = rowsOf(widgets.filter((widget) => widget.groupId === group.id));
          const band = cssColorOf(group.styleColor);
          return (
            <section
              key={group.id}
              aria-label={group.name || 'Group'}
              style={{
                borderTop: band ? `4px solid ${band}` : undefined,
                paddingTop: band ? 8 : 0,
                ...(group.stretchLayout ? {} : UNSTRETCHED_GROUP_STYLE),
              }}
            >
              {group.name ? (
                <Typography.Title level={2} style={{ fontSize: 18, marginTop: 0 }}>
                  {group.name}
                </Typography.Title>
              ) : null}
              {group.description ? (
                <Typography.Paragraph type="secondary">{group.description}</Typography.Paragraph>
              ) : null}
              <Flex vertical gap={16}>
                {rows.map((row) => {
                  const spans = widgetSpans(row.length);
                  return (
                    <Row key={row[0]?.rowIndex} gutter={[16, 16]}>
                      {row.map((placed, index) => (
                        <Col key={placed.id} xs={24} lg={spans[index]}>
                          <DashboardWidgetCard
                            dashboard={dashboard}
                            placed={placed}
                            eager={eager}
                            chosenPeriod={period}
                            filters={applied}
                            onCrossFilter={onCrossFilter ? crossFilter : undefined}
                            onOpenLinkedDashboard={onOpenLinkedDashboard ? openLinked : undefined}
                          />
                        </Col>
                      ))}
                    </Row>
                  );
                })}
              </Flex>
            </section>
          );
        })}
    </Flex>
  );
}
