import {
  closestCenter,
  DndContext,
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { DashboardListEntry, DashboardTab, DashboardTabMove } from '@shelfsight/contracts';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Form, Input, Modal, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { dashboardViewPath } from '../utils/dashboardId';
import { DashboardIcon } from './DashboardIcon';

export const HOME_TAB_TEXTS = {
  newTab: 'New tab',
  tabName: 'Tab name',
  create: 'Create',
  emptyTab: 'No dashboards on this tab yet. Choose this tab for a dashboard in the list below.',
  noTabs: 'No home tabs yet.',
  dragHint: 'Drag dashboards to reorder them, or onto another tab to move them there.',
} as const;

const cardId = (dashboardId: number) => `dashboard-${dashboardId}`;
const tabDropId = (tabId: number) => `tab-${tabId}`;

/**
 * Where a drop sends a dashboard: onto another dashboard of a tab takes that one's place; onto a tab's
 * header puts it last on that tab. Null when nothing changes.
 */
export function moveOfDrop(
  tabs: readonly DashboardTab[],
  activeId: string,
  overId: string | null,
): DashboardTabMove | null {
  if (overId === null || activeId === overId) return null;
  const dashboardId = Number(activeId.replace('dashboard-', ''));
  if (overId.startsWith('tab-')) {
    const tab = tabs.find((candidate) => candidate.id === Number(overId.replace('tab-', '')));
    if (!tab || tab.dashboardIds.includes(dashboardId)) return null;
    return { dashboardId, tabId: tab.id, sequenceNumber: tab.dashboardIds.length + 1 };
  }
  const overDashboardId = Number(overId.replace('dashboard-', ''));
  const tab = tabs.find((candidate) => candidate.dashboardIds.includes(overDashboardId));
  if (!tab) return null;
  return { dashboardId, tabId: tab.id, sequenceNumber: tab.dashboardIds.indexOf(overDashboardId) + 1 };
}

/** What a screen reader hears while a dashboard is dragged: dashboards and tabs by name, never by id. */
export function homeDragAnnouncements(
  tabs: readonly DashboardTab[],
  dashboards: ReadonlyMap<number, DashboardListEntry>,
): Announcements {
  const nameOf = (id: UniqueIdentifier) =>
    dashboards.get(Number(String(id).replace('dashboard-', '')))?.name ?? 'The dashboard';
  const placeOf = (id: UniqueIdentifier | undefined) => {
    if (id === undefined) return null;
    const key = String(id);
    if (key.startsWith('tab-')) {
      const tab = tabs.find((candidate) => `tab-${candidate.id}` === key);
      return tab ? `the end of tab ${tab.name}` : null;
    }
    const dashboardId = Number(key.replace('dashboard-', ''));
    const tab = tabs.find((candidate) => candidate.dashboardIds.includes(dashboardId));
    return tab ? `position ${tab.dashboardIds.indexOf(dashboardId) + 1} of tab ${tab.name}` : null;
  };
  return {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place ? `${nameOf(active.id)} is over ${place}.` : `${nameOf(active.id)} is not over a tab.`;
    },
    onDragEnd: ({ active, over }) => {
      const place = placeOf(over?.id);
      return place ? `${nameOf(active.id)} was dropped at ${place}.` : `${nameOf(active.id)} was put back.`;
    },
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
  };
}

function TabLabel({ tab }: { tab: DashboardTab }) {
  const { setNodeRef, isOver } = useDroppable({ id: tabDropId(tab.id) });
  return (
    <span ref={setNodeRef} style={isOver ? { textDecoration: 'underline' } : undefined}>
      {tab.name}
    </span>
  );
}

/** A dashboard on a home tab: a link to it, draggable by the whole card. */
export function DashboardTile({ dashboard, sortable = false }: { dashboard: DashboardListEntry; sortable?: boolean }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: cardId(dashboard.id),
    disabled: !sortable,
  });
  return (
    <div
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1, width: 280 }}
      {...(sortable ? { ...attributes, ...listeners, 'aria-roledescription': 'sortable dashboard' } : {})}
    >
      <Card
        size="small"
        title={
          <Link to={dashboardViewPath(dashboard.id)} title={dashboard.name}>
            <Flex gap={8} align="center">
              <DashboardIcon name={dashboard.icon} />
              {dashboard.name}
            </Flex>
          </Link>
        }
      >
        <Typography.Paragraph
          type="secondary"
          ellipsis={{ rows: 2 }}
          title={dashboard.description ?? undefined}
          style={{ marginBottom: 4 }}
        >
          {dashboard.description ?? ' '}
        </Typography.Paragraph>
        <Typography.Text type="secondary">
          {dashboard.userName} · {dashboard.widgetCount} {dashboard.widgetCount === 1 ? 'widget' : 'widgets'}
        </Typography.Text>
      </Card>
    </div>
  );
}

export interface HomeTabsProps {
  tabs: readonly DashboardTab[];
  dashboards: readonly DashboardListEntry[];
  activeIndex: number;
  onChoose: (index: number) => void;
  onCreate?: (name: string) => void;
  onDelete?: (tab: DashboardTab) => void;
  onMove?: (move: DashboardTabMove) => void;
}

/**
 * My home tabs with their dashboards in order. With `onMove` the dashboards can be reordered by drag and
 * drop, and dropped on another tab's title to move them there (keyboard: space, arrows, space).
 */
export function HomeTabs({ tabs, dashboards, activeIndex, onChoose, onCreate, onDelete, onMove }: HomeTabsProps) {
  const [naming, setNaming] = useState(false);
  const [form] = Form.useForm<{ name: string }>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const byId = new Map(dashboards.map((dashboard) => [dashboard.id, dashboard]));
  const editable = onCreate !== undefined || onDelete !== undefined;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = moveOfDrop(tabs, String(active.id), over ? String(over.id) : null);
    if (move) onMove?.(move);
  };

  const items = tabs.map((tab) => {
    const onTab = tab.dashboardIds.flatMap((id) => byId.get(id) ?? []);
    return {
      key: String(tab.id),
      label: <TabLabel tab={tab} />,
      closable: onDelete !== undefined,
      children:
        onTab.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={HOME_TAB_TEXTS.emptyTab} />
        ) : (
          <SortableContext items={onTab.map((dashboard) => cardId(dashboard.id))} strategy={rectSortingStrategy}>
            <Flex gap={16} wrap role="list" aria-label={`Dashboards on ${tab.name}`}>
              {onTab.map((dashboard) => (
                <div role="listitem" key={dashboard.id}>
                  <DashboardTile dashboard={dashboard} sortable={onMove !== undefined} />
                </div>
              ))}
            </Flex>
          </SortableContext>
        ),
    };
  });
  const safeIndex = Math.min(activeIndex, Math.max(0, tabs.length - 1));

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: homeDragAnnouncements(tabs, byId) }}
    >
      {tabs.length === 0 && !editable ? <Empty description={HOME_TAB_TEXTS.noTabs} /> : null}
      <Tabs
        type={editable ? 'editable-card' : 'line'}
        activeKey={tabs[safeIndex] ? String(tabs[safeIndex].id) : undefined}
        onChange={(key) => onChoose(tabs.findIndex((tab) => String(tab.id) === key))}
        hideAdd
        tabBarExtraContent={
          onCreate ? (
            <Button icon={<PlusOutlined />} onClick={() => setNaming(true)}>
              {HOME_TAB_TEXTS.newTab}
            </Button>
          ) : null
        }
        onEdit={(key, action) => {
          const tab = tabs.find((candidate) => String(candidate.id) === key);
          if (action === 'remove' && tab) onDelete?.(tab);
        }}
        items={items}
      />
      {onMove && tabs.length > 0 ? <Typography.Text type="secondary">{HOME_TAB_TEXTS.dragHint}</Typography.Text> : null}
      <Modal
        title={HOME_TAB_TEXTS.newTab}
        open={naming}
        okText={HOME_TAB_TEXTS.create}
        onCancel={() => setNaming(false)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          onFinish={({ name }) => {
            onCreate?.(name.trim());
            setNaming(false);
          }}
        >
          <Form.Item
            name="name"
            label={HOME_TAB_TEXTS.tabName}
            rules={[{ required: true, whitespace: true, message: 'Enter a name.' }, { max: 100 }]}
          >
            <Input autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </DndContext>
  );
}
