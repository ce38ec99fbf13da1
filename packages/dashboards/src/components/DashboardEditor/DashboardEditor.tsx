import {
  closestCorners,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { PlusOutlined } from '@ant-design/icons';
import {
  CUSTOM_PRESET,
  type Dashboard,
  type DashboardInput,
  DEFAULT_DASHBOARD_ICON,
  type SavedFilter,
  type SavedWidget,
} from '@shelfsight/contracts';
import { Button, Flex, Form, Typography } from 'antd';
import { useRef, useState } from 'react';
import type { EditorDraft, EditorFormValues as FormValues } from './editorDraft';
import { pickerValueOf } from '../../utils/dashboardDates';
import { DashboardSettingsFields } from './DashboardSettingsFields';
import { DRAG_INSTRUCTIONS, dragAnnouncements } from './dragAnnouncements';
import { colorError, EDITOR_TEXTS } from './editorTexts';
import { GroupCard } from './GroupCard';
import {
  addCreatedWidget,
  addGroup,
  type EditorGroup,
  type EditorWidget,
  groupsInput,
  layoutOf,
  locate,
  moveWidget,
  refusalsByWidget,
  updateWidgetOverrides,
} from './layoutEdits';
import { rowDropId } from './RowEditor';
import { type OverrideChoices, WidgetOverridesDialog } from './WidgetOverridesDialog';

export { colorError, EDITOR_TEXTS } from './editorTexts';

function datesOf(dashboard: Dashboard | undefined): Pick<FormValues, 'dateMode' | 'dates'> {
  const { own, value } = pickerValueOf(dashboard);
  return { dateMode: own ? 'dashboard' : 'widget', dates: value };
}

export interface DashboardEditorProps {
  /** The dashboard being edited; left out to create one. */
  dashboard?: Dashboard;
  /** The saved widgets that can be placed. */
  widgets: readonly SavedWidget[];
  savedFilters: readonly SavedFilter[];
  saving?: boolean;
  onSave: (input: DashboardInput) => void;
  onCancel?: () => void;
  /** YYYY-MM-DD for the date picker; stories and tests fix it. */
  today?: string;
  retentionMonths?: number | null;
  /** What the per-widget overrides pick from besides the saved filters. */
  choices?: Partial<Omit<OverrideChoices, 'savedFilters'>>;
  /** The server's field messages of the last refused save (`groups.0.widgets.1.overrideDimensionId`). */
  serverErrors?: Readonly<Record<string, string>>;
  /** Unsaved work kept while a widget was created in the widget editor; it replaces the dashboard's. */
  draft?: EditorDraft | null;
  /** A widget just created for a group: placed in a new row at the group's end. */
  createdWidget?: { groupKey: string; widgetId: number } | null;
  /** "New widget" in a group: the caller keeps the draft and opens the widget editor. */
  onNewWidget?: (groupKey: string, draft: EditorDraft) => void;
}

function startingGroups({ dashboard, draft, createdWidget }: DashboardEditorProps): EditorGroup[] {
  const groups = draft?.groups ?? (dashboard ? layoutOf(dashboard) : []);
  if (!createdWidget) return groups;
  const keys = { row: `row-created-${createdWidget.widgetId}`, widget: `widget-created-${createdWidget.widgetId}` };
  // Coming back twice with the same address (a reload) must not place it twice.
  if (groups.some((group) => group.rows.some((row) => row.key === keys.row))) return groups;
  return addCreatedWidget(groups, createdWidget.groupKey, createdWidget.widgetId, keys);
}

/**
 * The dashboard form (spec 2 §3): its settings and its groups with rows of widgets. Widgets are added
 * from the saved widgets, removed, and moved by drag and drop within and between rows and groups.
 */
export function DashboardEditor(props: DashboardEditorProps) {
  const { dashboard, widgets, savedFilters, saving = false, onSave, onCancel, today, retentionMonths } = props;
  const { draft, serverErrors, onNewWidget } = props;
  const [form] = Form.useForm<FormValues>();
  const [groups, setGroups] = useState<EditorGroup[]>(() => startingGroups(props));
  const [overriding, setOverriding] = useState<EditorWidget | null>(null);
  // The server's messages by widget, read against the layout that was sent; applying a widget's settings clears its own.
  const [refusals, setRefusals] = useState(() => refusalsByWidget(groups, serverErrors ?? {}));
  const [refusalsFrom, setRefusalsFrom] = useState(serverErrors);
  if (refusalsFrom !== serverErrors) {
    setRefusalsFrom(serverErrors);
    setRefusals(refusalsByWidget(groups, serverErrors ?? {}));
  }
  const nextKey = useRef(draft?.nextKey ?? 0);
  const newKey = (prefix: string) => `${prefix}-new-${(nextKey.current += 1)}`;
  const dateMode = Form.useWatch('dateMode', form);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const names = new Map(widgets.map((widget) => [widget.id, widget.name]));
  const types = new Map(widgets.map((widget) => [widget.id, widget.visualizationType]));
  const overrideChoices: OverrideChoices = {
    savedFilters,
    dimensions: props.choices?.dimensions ?? [],
    tagCategories: props.choices?.tagCategories ?? [],
    dashboards: (props.choices?.dashboards ?? []).filter((other) => other.id !== dashboard?.id),
  };
  const titleOf = (widget: EditorWidget) =>
    widget.overrides.nameOverride ?? names.get(widget.widgetId) ?? EDITOR_TEXTS.notShared;
  const choices = widgets.map((widget) => ({ value: widget.id, label: widget.name }));
  const colorsValid = groups.every((group) => colorError(group.styleColor) === null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const overId = String(over.id);
    const target = overId.startsWith('row:')
      ? { rowKey: overId.slice(4), index: Number.MAX_SAFE_INTEGER }
      : locate(groups, overId);
    if (target) setGroups((current) => moveWidget(current, String(active.id), target));
  };

  const submit = (values: FormValues) => {
    if (!colorsValid) return;
    const dashboardDates = values.dateMode === 'dashboard';
    const custom = dashboardDates && values.dates.preset === CUSTOM_PRESET;
    onSave({
      name: values.name.trim(),
      icon: values.icon,
      description: values.description?.trim() ? values.description.trim() : null,
      defaultSavedFilterId: values.defaultSavedFilterId ?? null,
      applyRetailerAssortment: values.applyRetailerAssortment,
      rollingDatePreset: dashboardDates && !custom ? values.dates.preset : null,
      fixedDateRange:
        custom && values.dates.dateFrom && values.dates.dateTo
          ? { dateFrom: values.dates.dateFrom, dateTo: values.dates.dateTo }
          : null,
      stretchLayout: values.stretchLayout,
      settings: (dashboard?.settings ?? {}) as DashboardInput['settings'],
      groups: groupsInput(groups),
    });
  };

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      initialValues={
        draft?.values ?? {
          name: dashboard?.name ?? '',
          icon: dashboard?.icon ?? DEFAULT_DASHBOARD_ICON,
          description: dashboard?.description ?? '',
          defaultSavedFilterId: dashboard?.defaultSavedFilterId ?? null,
          applyRetailerAssortment: dashboard?.applyRetailerAssortment ?? false,
          stretchLayout: dashboard?.stretchLayout ?? false,
          ...datesOf(dashboard),
        }
      }
    >
      <DashboardSettingsFields
        savedFilters={savedFilters}
        dateMode={dateMode}
        today={today}
        retentionMonths={retentionMonths}
      />

      <Typography.Title level={2} style={{ fontSize: 18 }}>
        {EDITOR_TEXTS.groups}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{EDITOR_TEXTS.dragHint}</Typography.Paragraph>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: dragAnnouncements(groups, titleOf, rowDropId),
          screenReaderInstructions: DRAG_INSTRUCTIONS,
        }}
      >
        <Flex vertical gap={16}>
          {groups.map((group, groupIndex) => (
            <GroupCard
              key={group.key}
              group={group}
              groupIndex={groupIndex}
              groupCount={groups.length}
              editGroups={setGroups}
              newKey={newKey}
              titleOf={titleOf}
              refusals={refusals}
              choices={choices}
              onOverrides={setOverriding}
              onNewWidget={
                onNewWidget
                  ? () =>
                      onNewWidget(group.key, { values: form.getFieldsValue(true), groups, nextKey: nextKey.current })
                  : undefined
              }
            />
          ))}
        </Flex>
      </DndContext>
      <Flex gap={8} style={{ marginTop: 16 }}>
        <Button icon={<PlusOutlined />} onClick={() => setGroups((current) => addGroup(current, newKey('group')))}>
          {EDITOR_TEXTS.addGroup}
        </Button>
      </Flex>
      {overriding ? (
        <WidgetOverridesDialog
          open
          widgetName={names.get(overriding.widgetId) ?? EDITOR_TEXTS.notShared}
          visualizationType={types.get(overriding.widgetId) ?? null}
          overrides={overriding.overrides}
          choices={overrideChoices}
          serverErrors={refusals[overriding.key]}
          onCancel={() => setOverriding(null)}
          onApply={(change) => {
            setGroups((current) => updateWidgetOverrides(current, overriding.key, change));
            setRefusals(({ [overriding.key]: _applied, ...others }) => others);
            setOverriding(null);
          }}
        />
      ) : null}
      <Flex gap={8} justify="end" style={{ marginTop: 24 }}>
        {onCancel ? <Button onClick={onCancel}>{EDITOR_TEXTS.cancel}</Button> : null}
        <Button type="primary" htmlType="submit" loading={saving} disabled={!colorsValid}>
          {EDITOR_TEXTS.save}
        </Button>
      </Flex>
    </Form>
  );
}
