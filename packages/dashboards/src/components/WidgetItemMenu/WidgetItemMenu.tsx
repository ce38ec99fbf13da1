import type { WidgetItem, WidgetItemClickDetail } from '@shelfsight/widget-kit';
import { Button, Flex, Modal } from 'antd';
import { useGetDashboardsQuery } from '../../api/dashboardsApi';

export const ITEM_MENU_TEXTS = {
  filterBy: (label: string) => `Filter dashboard by ${label}`,
  showProducts: 'Show products',
  open: (name: string) => `Open ${name}`,
} as const;

/** An item a reader clicked in a placed widget, with what else the click named. */
export interface ClickedItem {
  item: WidgetItem;
  detail: WidgetItemClickDetail;
}

/**
 * The dashboards a clicked item links to: the placed widget's linked dashboards override, when it names any,
 * else the clicked column groups' links; never the dashboard the reader is on, each once.
 */
export function linkedDashboardIdsOf(
  detail: WidgetItemClickDetail,
  overrideLinkedDashboards: readonly number[],
  currentDashboardId: number,
): number[] {
  const ids = overrideLinkedDashboards.length > 0 ? overrideLinkedDashboards : (detail.linkedDashboardIds ?? []);
  return [...new Set(ids)].filter((id) => id !== currentDashboardId);
}

/**
 * What a clicked item of a widget offers, in a compact dialog titled with its name: filter the dashboard by
 * it (and by the other item of a matrix cell), its products, and each dashboard linked to it that I can open.
 */
export function WidgetItemMenu({
  clicked,
  linkedDashboardIds,
  onCrossFilter,
  onShowProducts,
  onOpenLinkedDashboard,
  onClose,
}: {
  clicked: ClickedItem;
  linkedDashboardIds: readonly number[];
  onCrossFilter?: (item: WidgetItem) => void;
  onShowProducts: () => void;
  onOpenLinkedDashboard?: (dashboardId: number, item: WidgetItem) => void;
  onClose: () => void;
}) {
  const { item, detail } = clicked;
  const wantsNames = onOpenLinkedDashboard !== undefined && linkedDashboardIds.length > 0;
  const dashboards = useGetDashboardsQuery(undefined, { skip: !wantsNames });
  // Dashboards missing from my list are not shared with me (or gone): they are not offered.
  const linked = wantsNames
    ? linkedDashboardIds.flatMap((id) => {
        const found = dashboards.data?.find((entry) => entry.id === id);
        return found ? [found] : [];
      })
    : [];
  const filterItems = onCrossFilter ? [item, ...(detail.crossItem ? [detail.crossItem] : [])] : [];
  const choose = (action: () => void) => () => {
    onClose();
    action();
  };

  return (
    <Modal open title={item.label} onCancel={onClose} footer={null} width={360}>
      <Flex vertical gap={8} align="stretch">
        {filterItems.map((target) => (
          <Button key={target.key} block onClick={choose(() => onCrossFilter?.(target))}>
            {ITEM_MENU_TEXTS.filterBy(target.label)}
          </Button>
        ))}
        <Button block type="primary" onClick={choose(onShowProducts)}>
          {ITEM_MENU_TEXTS.showProducts}
        </Button>
        {linked.map((dashboard) => (
          <Button key={dashboard.id} block onClick={choose(() => onOpenLinkedDashboard?.(dashboard.id, item))}>
            {ITEM_MENU_TEXTS.open(dashboard.name)}
          </Button>
        ))}
      </Flex>
    </Modal>
  );
}
